import { ApiError } from '@/lib/api-client';
import { siteSchema } from '@/features/sites/components/schema';
import { type Site, siteSchema as siteAnswer } from '@/lib/sites';
import { newDevice, newSiteValues, newUnit, type SiteValues } from '@/features/sites/components/site-values';
import { formPath, remapServerErrors, toAssignmentCheck, toFormValues, toPayload } from '@/features/sites/components/to-payload';

function values(over: Partial<SiteValues> = {}): SiteValues {
  const unit = newUnit();
  return {
    ...newSiteValues('Gokul'),
    subOrganizationName: 'North Zone',
    siteId: 'S-1',
    siteName: 'Kothrud',
    zoneId: 'Asia/Kolkata',
    country: 'IN',
    state: 'IN-MH',
    district: 'Pune',
    pinCode: '411038',
    villageTownCity: 'Pune',
    addressLine1: '1 Milk Road',
    coordinates: '18.5204, 73.8567',
    altitude: 560,
    gatewaySerialNumber: 'GW-1',
    sensorSerialNumber: 'PS-1',
    chillingUnitMonitoringDetailsList: [
      {
        ...unit,
        productType: { name: 'BMC', productTypeId: 1 },
        chillingUnit: {
          ...unit.chillingUnit,
          bmcId: 'B1',
          customerBmcId: 'C-1',
          bmcName: 'BMC one',
          capacity: '500',
          manufacturedYear: '2019',
          vendor: 'Others',
          otherVendor: 'Local Coolers',
          ownerContactNum: '9876543210',
          // Left from an ABC choice: not part of a BMC.
          societyId: 'SOC',
        },
        l1DeviceInfo: [
          {
            ...newDevice('GW-1'),
            serialNumber: 'T-1',
            deviceType: 'tempsens',
            l0Config: [{ deviceAttribute: 'milkTemperature', applicationAttribute: 'milkTemperature', unit: '°C' }],
          },
        ],
      },
    ],
    ...over,
  };
}

describe('toPayload', () => {
  it('splits the coordinates, turns the helper serials into siteLevelDevices and sends the unit fields', () => {
    const body = toPayload(values());
    expect(body).toEqual({
      organizationName: 'Gokul',
      subOrganizationName: 'North Zone',
      siteId: 'S-1',
      siteName: 'Kothrud',
      locale: 'en-IN',
      zoneId: 'Asia/Kolkata',
      country: 'IN',
      state: 'IN-MH',
      district: 'Pune',
      pinCode: '411038',
      villageTownCity: 'Pune',
      addressLine1: '1 Milk Road',
      coordinates: { latitude: 18.5204, longitude: 73.8567 },
      altitude: 560,
      siteLevelDevices: [
        { serialNumber: 'GW-1', deviceType: 'L3' },
        { serialNumber: 'PS-1', deviceType: 'powsens' },
      ],
      chillingUnitMonitoringDetailsList: [
        {
          productType: { name: 'BMC', productTypeId: 1 },
          chillingUnit: {
            bmcId: 'B1',
            customerBmcId: 'C-1',
            bmcName: 'BMC one',
            capacity: 500,
            manufacturedYear: 2019,
            vendor: 'Local Coolers',
            ownerContactNum: '9876543210',
          },
          l1DeviceInfo: [
            {
              serialNumber: 'T-1',
              deviceType: 'tempsens',
              gatewaySerialNumber: 'GW-1',
              l0Config: [{ deviceAttribute: 'milkTemperature', applicationAttribute: 'milkTemperature', unit: '°C' }],
            },
          ],
        },
      ],
    });
    expect(body).not.toHaveProperty('gatewaySerialNumber');
    expect(body).not.toHaveProperty('sensorSerialNumber');
  });

  it('omits empty lists and sends the edited site’s uuid', () => {
    const body = toPayload(values({ gatewaySerialNumber: '', sensorSerialNumber: ' ', chillingUnitMonitoringDetailsList: [] }), 'uuid-1');
    expect(body).not.toHaveProperty('siteLevelDevices');
    expect(body).not.toHaveProperty('chillingUnitMonitoringDetailsList');
    expect(body.siteUUID).toBe('uuid-1');
    const unit = values().chillingUnitMonitoringDetailsList[0];
    const noDevices = toPayload(values({ chillingUnitMonitoringDetailsList: [{ ...unit, l1DeviceInfo: [] }] }));
    expect(noDevices.chillingUnitMonitoringDetailsList![0]).not.toHaveProperty('l1DeviceInfo');
  });

  it('sends only the ABC field set for an ABC unit, and keeps a listed vendor', () => {
    const unit = newUnit();
    const body = toPayload(
      values({
        chillingUnitMonitoringDetailsList: [
          {
            ...unit,
            productType: { name: 'ABC', productTypeId: 2 },
            chillingUnitUuid: 'cu-7',
            chillingUnitId: 'CU-7',
            chillingUnit: {
              ...unit.chillingUnit,
              chillingCenterName: 'Centre',
              societyId: 'SOC',
              bmcName: 'stale',
              vendor: 'DeLaval',
              otherVendor: 'x',
            },
          },
        ],
      }),
    );
    expect(body.chillingUnitMonitoringDetailsList).toEqual([
      {
        productType: { name: 'ABC', productTypeId: 2 },
        chillingUnitId: 'CU-7',
        chillingUnitUuid: 'cu-7',
        chillingUnit: { chillingCenterName: 'Centre', societyId: 'SOC', vendor: 'DeLaval' },
      },
    ]);
  });

  it('takes the schema’s output (trimmed values, altitude 0 when empty)', async () => {
    const parsed = (await siteSchema().parseAsync({ ...values(), siteId: ' S-1 ', altitude: null })) as SiteValues;
    const body = toPayload(parsed);
    expect(body.siteId).toBe('S-1');
    expect(body.altitude).toBe(0);
  });
});

describe('toFormValues', () => {
  const stored: Site = siteAnswer.parse({
    siteId: 'S-1',
    siteName: 'Kothrud',
    siteUUID: 'uuid-1',
    organizationName: 'Gokul',
    subOrganizationName: 'North Zone',
    locale: 'en-IN',
    zoneId: 'Asia/Kolkata',
    country: 'IN',
    state: 'IN-MH',
    district: 'Pune',
    pinCode: '411038',
    villageTownCity: 'Pune',
    addressLine1: '1 Milk Road',
    coordinates: { latitude: 18.5204, longitude: 73.8567 },
    altitude: 560,
    siteLevelDevices: [
      { serialNumber: 'PS-1', deviceType: 'powsens', monitoringProductType: 'L1' },
      { serialNumber: 'GW-1', deviceType: 'L3', monitoringProductType: 'L3' },
    ],
    chillingUnitMonitoringDetailsList: [
      {
        productType: { name: 'BMC', productTypeId: 1 },
        chillingUnitId: 'CU-1',
        chillingUnitUuid: 'cu-1',
        chillingUnit: { bmcName: 'BMC one', capacity: 500, manufacturedYear: 2019, vendor: 'Local Coolers' },
        l1DeviceInfo: [{ serialNumber: 'T-1', deviceType: 'tempsens', gatewaySerialNumber: 'GW-1' }],
      },
      { productType: { name: 'BMC' }, chillingUnit: { bmcName: 'Two', vendor: 'DeLaval' }, l1DeviceInfo: [] },
    ],
  });

  it('fills the helper serials, the combined coordinates and text values', () => {
    const v = toFormValues(stored, ['DeLaval', 'Others']);
    expect(v.gatewaySerialNumber).toBe('GW-1');
    expect(v.sensorSerialNumber).toBe('PS-1');
    expect(v.coordinates).toBe('18.5204, 73.8567');
    const u = v.chillingUnitMonitoringDetailsList[0];
    expect(u.chillingUnit).toMatchObject({ bmcName: 'BMC one', capacity: '500', manufacturedYear: '2019' });
    expect(u.chillingUnitUuid).toBe('cu-1');
    expect(u.l1DeviceInfo[0]).toEqual({ serialNumber: 'T-1', deviceType: 'tempsens', gatewaySerialNumber: 'GW-1', l0Config: [] });
  });

  it('shows a stored vendor the list does not hold as Others with otherVendor filled', () => {
    const v = toFormValues(stored, ['DeLaval', 'Others']);
    expect(v.chillingUnitMonitoringDetailsList[0].chillingUnit).toMatchObject({ vendor: 'Others', otherVendor: 'Local Coolers' });
    expect(v.chillingUnitMonitoringDetailsList[1].chillingUnit).toMatchObject({ vendor: 'DeLaval', otherVendor: '' });
  });

  it('round-trips to the same body', () => {
    const body = toPayload(toFormValues(stored, ['DeLaval', 'Others']), 'uuid-1');
    expect(body.siteLevelDevices).toEqual([
      { serialNumber: 'GW-1', deviceType: 'L3' },
      { serialNumber: 'PS-1', deviceType: 'powsens' },
    ]);
    expect(body.chillingUnitMonitoringDetailsList![0].chillingUnit).toEqual({
      bmcName: 'BMC one',
      capacity: 500,
      manufacturedYear: 2019,
      vendor: 'Local Coolers',
    });
  });
});

describe('server field errors', () => {
  const body = toPayload(values());

  it('name the helper fields for siteLevelDevices and the combined coordinates', () => {
    expect(formPath('siteLevelDevices[0].serialNumber', body)).toBe('gatewaySerialNumber');
    expect(formPath('siteLevelDevices[1].deviceType', body)).toBe('sensorSerialNumber');
    expect(formPath('coordinates', body)).toBe('coordinates');
    expect(formPath('chillingUnitMonitoringDetailsList[0].l1DeviceInfo[1].serialNumber', body)).toBe(
      'chillingUnitMonitoringDetailsList[0].l1DeviceInfo[1].serialNumber',
    );
    const sensorOnly = toPayload(values({ gatewaySerialNumber: '' }));
    expect(formPath('siteLevelDevices[0].serialNumber', sensorOnly)).toBe('sensorSerialNumber');
  });

  it('rewrite a refusal, keeping its status and message', () => {
    const error = new ApiError(400, {
      status: 400,
      code: 'validation',
      message: 'Check the fields',
      errors: [{ field: 'siteLevelDevices[0].serialNumber', code: 'device.exists', message: 'Already Existing' }],
    });
    const out = remapServerErrors(error, body) as ApiError;
    expect(out).toBeInstanceOf(ApiError);
    expect(out.status).toBe(400);
    expect(out.message).toBe('Check the fields');
    expect(out.fieldMessage('gatewaySerialNumber')).toBe('Already Existing');
    const other = new Error('x');
    expect(remapServerErrors(other, body)).toBe(other);
  });
});

describe('toAssignmentCheck', () => {
  it('sends every serial and customer BMC id of the form', () => {
    expect(toAssignmentCheck(values(), 'uuid-1')).toEqual({
      siteUUID: 'uuid-1',
      customerBmcIds: ['C-1'],
      serialNumbers: ['GW-1', 'PS-1', 'T-1'],
    });
    expect(toAssignmentCheck(values({ sensorSerialNumber: '' }))).not.toHaveProperty('siteUUID');
  });
});
