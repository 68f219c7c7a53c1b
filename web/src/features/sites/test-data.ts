/** Test data of the site screens: stored sites, pages and the reference lists the form loads. */
import type { StubAnswer, StubRequest } from '@/test/fetch-stub';

export const P = '/authgateway/provisioningService';
export const META = `${P}/metadata`;

export function page(content: unknown[], size = 1000, totalPages = 1) {
  return { content, pageInfo: { totalPages, hasNextPage: false, totalElements: content.length, page: 0, size } };
}

/** A stored site with a BMC, an ABC unit and an FTBMC, as the server answers it. */
export const STORED_SITE = {
  siteId: 'S-1',
  siteName: 'Kothrud Centre',
  siteUUID: 'uuid-1',
  organizationName: 'Gokul',
  subOrganizationName: 'North Zone',
  locale: 'en-IN',
  zoneId: 'Asia/Kolkata',
  country: 'IN',
  state: 'IN-MH',
  district: 'Pune',
  pinCode: '411038',
  villageTownCity: 'Kothrud',
  addressLine1: '1 Milk Road',
  coordinates: { latitude: 18.5204, longitude: 73.8567 },
  altitude: 560,
  siteLevelDevices: [
    { serialNumber: 'GW-1', deviceType: 'L3', monitoringProductType: 'L3' },
    { serialNumber: 'PS-1', deviceType: 'powsens', monitoringProductType: 'L1' },
  ],
  chillingUnitMonitoringDetailsList: [
    {
      productType: { name: 'BMC', productTypeId: 1 },
      chillingUnitId: 'CU-1',
      chillingUnitUuid: 'cu-uuid-1',
      chillingUnit: { bmcName: 'BMC One', customerBmcId: 'C-1', capacity: 500, vendor: 'Local Coolers' },
      l1DeviceInfo: [{ serialNumber: 'T-1', deviceType: 'tempsens', gatewaySerialNumber: 'GW-1', monitoringProductType: 'L1' }],
    },
    {
      productType: { name: 'ABC', productTypeId: 2 },
      chillingUnitId: 'CU-2',
      chillingUnitUuid: 'cu-uuid-2',
      chillingUnit: { chillingCenterName: 'ABC Centre', vendor: 'DeLaval' },
      l1DeviceInfo: [],
    },
    {
      productType: { name: 'FTBMC', productTypeId: 3 },
      chillingUnitId: 'CU-3',
      chillingUnitUuid: 'cu-uuid-3',
      chillingUnit: { bmcName: 'Farm Tank' },
      l1DeviceInfo: [],
    },
  ],
  numberOfChillingUnit: 3,
  numberOfL1Devices: 1,
};

/** The reference lists of the form, and the location lists of the selector. */
export const REFERENCE: Record<string, StubAnswer> = {
  [`GET ${P}/organizations/orgMetaList`]: [
    { typeName: 'Gokul', typeDisplayName: 'Gokul Dairy' },
    { typeName: 'Amul', typeDisplayName: 'Amul Dairy' },
  ],
  [`GET ${P}/organizations/subOrgMetaList`]: (r: StubRequest) =>
    r.query.orgName === 'Gokul'
      ? [{ typeName: 'North Zone', typeDisplayName: 'North Zone' }]
      : [{ typeName: 'Anand Plant', typeDisplayName: 'Anand Plant' }],
  [`GET ${META}/locale`]: [
    { typeName: 'en-IN', typeDisplayName: 'English (India)' },
    { typeName: 'hi-IN', typeDisplayName: 'Hindi (India)' },
  ],
  [`GET ${META}/timeZones`]: [
    { typeName: 'Asia/Kolkata', typeDisplayName: 'Asia/Kolkata' },
    { typeName: 'Africa/Nairobi', typeDisplayName: 'Africa/Nairobi' },
  ],
  [`GET ${META}/chillingunit/vendors`]: [
    { typeName: 'DeLaval', typeDisplayName: 'DeLaval' },
    { typeName: 'Mueller', typeDisplayName: 'Mueller' },
    { typeName: 'Others', typeDisplayName: 'Others' },
  ],
  [`GET ${META}/methodOfCooling`]: [{ typeName: 'ICE_BANK', typeDisplayName: 'Instant cooling (ice bank)' }],
  [`GET ${META}/countryCodesTypes`]: [{ typeName: '+91', typeDisplayName: 'India (+91)' }],
  [`GET ${META}/monitoringDeviceTypes`]: [
    { typeName: 'L3', typeDisplayName: 'Gateway (L3)' },
    { typeName: 'tempsens', typeDisplayName: 'Temperature sensor (tempsens)' },
    { typeName: 'indsens', typeDisplayName: 'Industrial sensor (indsens)' },
  ],
  [`GET ${META}/productTypes/all`]: [
    { productTypeId: 1, name: 'BMC', typeName: 'BMC', typeDisplayName: 'Bulk Milk Cooler (BMC)' },
    { productTypeId: 2, name: 'ABC', typeName: 'ABC', typeDisplayName: 'ABC' },
    { productTypeId: 3, name: 'FTBMC', typeName: 'FTBMC', typeDisplayName: 'Farm Tank BMC (FTBMC)' },
  ],
  [`GET ${META}/countryTypes`]: [{ typeName: 'IN', typeDisplayName: 'India' }],
  [`GET ${META}/states/IN`]: [{ typeName: 'IN-MH', typeDisplayName: 'Maharashtra' }],
  [`GET ${META}/districts/IN-MH`]: [{ typeName: 'Pune', typeDisplayName: 'Pune' }],
  [`GET ${META}/deviceAttributes/tempsens`]: [{ typeName: 'milkTemperature', typeDisplayName: 'Milk temperature' }],
  [`GET ${META}/applicationAttributes/tempsens`]: [{ typeName: 'milkTemperature', typeDisplayName: 'Milk temperature' }],
  [`GET ${META}/unitsValueTypes/tempsens`]: [{ typeName: '°C', typeDisplayName: 'Degree Celsius (°C)' }],
};

/** An accepted serial-number check. */
export function accepted(serialNumber: string, deviceType: string, monitoringProductType = deviceType === 'L3' ? 'L3' : 'L1') {
  return { serialNumber, deviceType, monitoringProductType };
}

/** A refused check: a 400 Problem with the field's message. */
export function refused(message: string) {
  return new Response(
    JSON.stringify({
      status: 400,
      code: 'validation',
      message: `serialNumber: ${message}`,
      errors: [{ field: 'serialNumber', code: 'x', message }],
    }),
    { status: 400, headers: { 'Content-Type': 'application/json' } },
  );
}
