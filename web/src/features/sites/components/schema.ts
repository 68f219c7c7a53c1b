/**
 * The site form's rules (spec 02 §5): the site's required fields, the
 * combined coordinates, the site-level devices, each chilling unit and its
 * devices, serial numbers unique across the site, and the answers of the
 * server's serial checks (on blur). Messages are i18n keys of sites.json
 * (their English text is the server's); a server check's message is shown
 * as the server wrote it.
 *
 * Every rule is in siteIssues, a pure function, so a field breaking several
 * rules shows the first in the order written here.
 */
import { z } from 'zod';
import { VENDOR_OTHERS } from '@/features/sites/api/site-model';
import { parseCoordinates } from '@/features/sites/components/coordinates';
import { isAbc, type SiteValues } from '@/features/sites/components/site-values';

const V = 'sites.validation';
export const SITE_MESSAGES = {
  organizationRequired: `${V}.organizationRequired`,
  subOrganizationRequired: `${V}.subOrganizationRequired`,
  siteIdRequired: `${V}.siteIdRequired`,
  siteIdInvalid: `${V}.siteIdInvalid`,
  siteNameRequired: `${V}.siteNameRequired`,
  tooLong: `${V}.tooLong`,
  localeRequired: `${V}.localeRequired`,
  zoneIdRequired: `${V}.zoneIdRequired`,
  countryRequired: `${V}.countryRequired`,
  stateRequired: `${V}.stateRequired`,
  districtRequired: `${V}.districtRequired`,
  villageTownCityRequired: `${V}.villageTownCityRequired`,
  addressLine1Required: `${V}.addressLine1Required`,
  pinCodeRequired: `${V}.pinCodeRequired`,
  pinCodeInvalid: `${V}.pinCodeInvalid`,
  coordinatesFormat: `${V}.coordinatesFormat`,
  altitudeInvalid: `${V}.altitudeInvalid`,
  gatewayRequired: `${V}.gatewayRequired`,
  gatewayInvalid: `${V}.gatewayInvalid`,
  sensorRequired: `${V}.sensorRequired`,
  sensorInvalid: `${V}.sensorInvalid`,
  productTypeRequired: `${V}.productTypeRequired`,
  bmcNameRequired: `${V}.bmcNameRequired`,
  chillingCenterNameRequired: `${V}.chillingCenterNameRequired`,
  capacityInvalid: `${V}.capacityInvalid`,
  manufacturedYearInvalid: `${V}.manufacturedYearInvalid`,
  contactNumberInvalid: `${V}.contactNumberInvalid`,
  contactNumberLength: `${V}.contactNumberLength`,
  otherVendorRequired: `${V}.otherVendorRequired`,
  deviceTypeRequired: `${V}.deviceTypeRequired`,
  serialRequired: `${V}.serialRequired`,
  serialInvalid: `${V}.serialInvalid`,
  deviceDuplicate: `${V}.deviceDuplicate`,
  deviceDuplicateSiteLevel: `${V}.deviceDuplicateSiteLevel`,
  gatewaySelect: `${V}.gatewaySelect`,
  deviceAttributeRequired: `${V}.deviceAttributeRequired`,
  applicationAttributeRequired: `${V}.applicationAttributeRequired`,
} as const;
const M = SITE_MESSAGES;

export const SITE_ID_MAX = 50;
export const SITE_NAME_MAX = 100;
export const SERIAL_MAX = 64;
export const CONTACT_DIGITS = 10;
export const CAPACITY_MAX = 100_000;
export const FIRST_YEAR = 1950;

/** The server's rule for a serial number: at most 64 characters, none of / \ ? # % or space. */
export function isValidSerial(serial: string): boolean {
  return serial !== '' && [...serial].length <= SERIAL_MAX && !/[/\\?#%\s]/.test(serial);
}

/** The key serial numbers are compared by (the server ignores case). */
export function serialKey(serial: string): string {
  return serial.trim().toLowerCase();
}

/** The message of a failed server check of this serial in a field of this kind, if any. */
export type RemoteLookup = (kind: string, serial: string) => string | undefined;

export interface Issue {
  path: (string | number)[];
  message: string;
}

const digits = /^\d+$/;

export function siteIssues(v: SiteValues, remote: RemoteLookup = () => undefined, now = new Date()): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const required = (path: string, value: string, message: string) => {
    if (!value) add([path], message);
    return !!value;
  };

  required('organizationName', v.organizationName, M.organizationRequired);
  required('subOrganizationName', v.subOrganizationName, M.subOrganizationRequired);
  if (required('siteId', v.siteId, M.siteIdRequired) && ([...v.siteId].length > SITE_ID_MAX || /[/\\?#%]/.test(v.siteId))) {
    add(['siteId'], M.siteIdInvalid);
  }
  if (required('siteName', v.siteName, M.siteNameRequired) && [...v.siteName].length > SITE_NAME_MAX) add(['siteName'], M.tooLong);
  required('locale', v.locale, M.localeRequired);
  required('zoneId', v.zoneId, M.zoneIdRequired);
  required('country', v.country, M.countryRequired);
  required('state', v.state, M.stateRequired);
  required('district', v.district, M.districtRequired);
  if (required('pinCode', v.pinCode, M.pinCodeRequired) && (!digits.test(v.pinCode) || v.pinCode.length > 10)) {
    add(['pinCode'], M.pinCodeInvalid);
  }
  required('villageTownCity', v.villageTownCity, M.villageTownCityRequired);
  required('addressLine1', v.addressLine1, M.addressLine1Required);
  if (!parseCoordinates(v.coordinates)) add(['coordinates'], M.coordinatesFormat);
  if (v.altitude !== null && !Number.isFinite(v.altitude)) add(['altitude'], M.altitudeInvalid);

  // Site-level devices: a gateway (L3) and a powsens sensor.
  const gateway = serialKey(v.gatewaySerialNumber);
  const sensor = serialKey(v.sensorSerialNumber);
  if (required('gatewaySerialNumber', v.gatewaySerialNumber, M.gatewayRequired)) {
    if (!isValidSerial(v.gatewaySerialNumber)) add(['gatewaySerialNumber'], M.gatewayInvalid);
    const failed = remote('gateway', v.gatewaySerialNumber);
    if (failed) add(['gatewaySerialNumber'], failed);
  }
  if (required('sensorSerialNumber', v.sensorSerialNumber, M.sensorRequired)) {
    if (!isValidSerial(v.sensorSerialNumber)) add(['sensorSerialNumber'], M.sensorInvalid);
    else if (sensor === gateway) add(['sensorSerialNumber'], M.deviceDuplicate);
    const failed = remote('sensor', v.sensorSerialNumber);
    if (failed) add(['sensorSerialNumber'], failed);
  }
  const siteLevel = new Set([gateway, sensor].filter(Boolean));
  const seen = new Set<string>();

  v.chillingUnitMonitoringDetailsList.forEach((u, i) => {
    const at = (...rest: (string | number)[]) => ['chillingUnitMonitoringDetailsList', i, ...rest];
    const c = u.chillingUnit;
    const type = u.productType.name;
    if (!type) add(at('productType', 'name'), M.productTypeRequired);
    else if (isAbc(type)) {
      if (!c.chillingCenterName) add(at('chillingUnit', 'chillingCenterName'), M.chillingCenterNameRequired);
    } else if (!c.bmcName) add(at('chillingUnit', 'bmcName'), M.bmcNameRequired);

    if (c.capacity) {
      const n = Number(c.capacity);
      if (!Number.isFinite(n) || n <= 0 || n > CAPACITY_MAX) add(at('chillingUnit', 'capacity'), M.capacityInvalid);
    }
    if (c.manufacturedYear) {
      const y = Number(c.manufacturedYear);
      if (!digits.test(c.manufacturedYear) || y < FIRST_YEAR || y > now.getFullYear() + 1) {
        add(at('chillingUnit', 'manufacturedYear'), M.manufacturedYearInvalid);
      }
    }
    if (c.ownerContactNum) {
      if (!digits.test(c.ownerContactNum)) add(at('chillingUnit', 'ownerContactNum'), M.contactNumberInvalid);
      else if (c.ownerContactNum.length !== CONTACT_DIGITS) add(at('chillingUnit', 'ownerContactNum'), M.contactNumberLength);
    }
    if (c.vendor === VENDOR_OTHERS && !c.otherVendor) add(at('chillingUnit', 'otherVendor'), M.otherVendorRequired);

    u.l1DeviceInfo.forEach((d, j) => {
      const dat = (...rest: (string | number)[]) => at('l1DeviceInfo', j, ...rest);
      if (!d.deviceType) add(dat('deviceType'), M.deviceTypeRequired);
      if (!d.serialNumber) add(dat('serialNumber'), M.serialRequired);
      else if (!isValidSerial(d.serialNumber)) add(dat('serialNumber'), M.serialInvalid);
      else {
        const key = serialKey(d.serialNumber);
        if (siteLevel.has(key)) add(dat('serialNumber'), M.deviceDuplicateSiteLevel);
        else if (seen.has(key)) add(dat('serialNumber'), M.deviceDuplicate);
        seen.add(key);
        const failed = d.deviceType ? remote(d.deviceType, d.serialNumber) : undefined;
        if (failed) add(dat('serialNumber'), failed);
      }
      if (!d.gatewaySerialNumber) add(dat('gatewaySerialNumber'), M.gatewaySelect);
      else if (serialKey(d.gatewaySerialNumber) !== gateway) add(dat('gatewaySerialNumber'), M.gatewayInvalid);
      d.l0Config.forEach((l, k) => {
        if (!l.deviceAttribute) add(dat('l0Config', k, 'deviceAttribute'), M.deviceAttributeRequired);
        if (!l.applicationAttribute) add(dat('l0Config', k, 'applicationAttribute'), M.applicationAttributeRequired);
      });
    });
  });
  return issues;
}

const text = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim());
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

const l0Schema = z.object({ deviceAttribute: text, applicationAttribute: text, unit: text });
const deviceSchema = z.object({ serialNumber: text, deviceType: text, gatewaySerialNumber: text, l0Config: list(l0Schema) });
const chillingUnitSchema = z.object({
  bmcId: text,
  customerBmcId: text,
  bmcName: text,
  chillingCenterName: text,
  chillingCenterId: text,
  collectionCenterType: text,
  societyId: text,
  societyLongId: text,
  capacity: text,
  ownerName: text,
  countryCode: text,
  ownerContactNum: text,
  vendor: text,
  otherVendor: text,
  manufacturedYear: text,
  methodOfCooling: text,
  traceability_Bmc_Id: text,
});
const unitSchema = z.object({
  productType: z
    .object({
      name: text,
      productTypeId: z
        .number()
        .nullish()
        .transform((v) => v ?? null),
    })
    .nullish()
    .transform((v) => v ?? { name: '', productTypeId: null }),
  chillingUnitId: text,
  chillingUnitUuid: text,
  chillingUnit: chillingUnitSchema.nullish().transform((v) => v ?? chillingUnitSchema.parse({})),
  l1DeviceInfo: list(deviceSchema),
});

/** The form's schema; `remote` gives the failed server checks of serial numbers. */
export function siteSchema(remote: RemoteLookup = () => undefined) {
  return z
    .object({
      organizationName: text,
      subOrganizationName: text,
      siteId: text,
      siteName: text,
      locale: text,
      zoneId: text,
      country: text,
      state: text,
      district: text,
      pinCode: text,
      villageTownCity: text,
      addressLine1: text,
      coordinates: text,
      altitude: z.unknown().transform((v) => (v === null || v === undefined || v === '' ? 0 : typeof v === 'number' ? v : Number.NaN)),
      gatewaySerialNumber: text,
      sensorSerialNumber: text,
      chillingUnitMonitoringDetailsList: list(unitSchema),
    })
    .superRefine((v, ctx) => {
      for (const issue of siteIssues(v, remote)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
}

export type SiteSchema = ReturnType<typeof siteSchema>;
