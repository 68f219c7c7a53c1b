import { SITE_MESSAGES as M, siteIssues, siteSchema } from '@/features/sites/components/schema';
import { newDevice, newSiteValues, newUnit, type SiteValues, type UnitValues } from '@/features/sites/components/site-values';
import i18n from '@/lib/i18n';

function validSite(over: Partial<SiteValues> = {}): SiteValues {
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
    gatewaySerialNumber: 'GW-1',
    sensorSerialNumber: 'PS-1',
    ...over,
  };
}

function bmc(
  over: Partial<UnitValues['chillingUnit']> = {},
  devices = [{ ...newDevice('GW-1'), serialNumber: 'T-1', deviceType: 'tempsens' }],
): UnitValues {
  const u = newUnit();
  return {
    ...u,
    productType: { name: 'BMC', productTypeId: 1 },
    chillingUnit: { ...u.chillingUnit, bmcName: 'BMC one', ...over },
    l1DeviceInfo: devices,
  };
}

/** The message of each path, as the form shows the first. */
function messages(v: SiteValues, remote?: Parameters<typeof siteIssues>[1]) {
  const out: Record<string, string> = {};
  for (const i of siteIssues(v, remote, new Date('2026-05-01'))) {
    const key = i.path.join('.');
    out[key] ??= i.message;
  }
  return out;
}

describe('the site rules', () => {
  it('accept a complete site', () => {
    expect(siteIssues(validSite({ chillingUnitMonitoringDetailsList: [bmc()] }))).toEqual([]);
  });

  it('require the site fields, with the messages of spec 02 §5', () => {
    const m = messages({ ...newSiteValues(''), locale: '' });
    expect(m).toMatchObject({
      organizationName: M.organizationRequired,
      subOrganizationName: M.subOrganizationRequired,
      siteId: M.siteIdRequired,
      siteName: M.siteNameRequired,
      locale: M.localeRequired,
      zoneId: M.zoneIdRequired,
      country: M.countryRequired,
      state: M.stateRequired,
      district: M.districtRequired,
      villageTownCity: M.villageTownCityRequired,
      addressLine1: M.addressLine1Required,
      pinCode: M.pinCodeRequired,
      coordinates: M.coordinatesFormat,
      gatewaySerialNumber: M.gatewayRequired,
      sensorSerialNumber: M.sensorRequired,
    });
    expect(i18n.t(M.localeRequired)).toBe('You must enter locale');
    expect(i18n.t(M.zoneIdRequired)).toBe('You must enter TimeZone');
    expect(i18n.t(M.coordinatesFormat)).toBe('latitude, longitude is the format');
  });

  it('check the pin code, the site id and the coordinates range', () => {
    expect(messages(validSite({ pinCode: '41 1038' })).pinCode).toBe(M.pinCodeInvalid);
    expect(messages(validSite({ siteId: 'a/b' })).siteId).toBe(M.siteIdInvalid);
    expect(messages(validSite({ coordinates: '95, 10' })).coordinates).toBe(M.coordinatesFormat);
    expect(messages(validSite({ coordinates: '18.5, 190' })).coordinates).toBe(M.coordinatesFormat);
  });

  it('check the site-level serials: format and the same serial twice', () => {
    expect(messages(validSite({ gatewaySerialNumber: 'GW 1' })).gatewaySerialNumber).toBe(M.gatewayInvalid);
    expect(messages(validSite({ sensorSerialNumber: 'PS#1' })).sensorSerialNumber).toBe(M.sensorInvalid);
    expect(messages(validSite({ sensorSerialNumber: 'gw-1' })).sensorSerialNumber).toBe(M.deviceDuplicate);
  });

  it('require the product type, and the name of the type’s field set', () => {
    const none = { ...newUnit() };
    const abc = { ...newUnit(), productType: { name: 'ABC', productTypeId: 2 } };
    const m = messages(validSite({ chillingUnitMonitoringDetailsList: [none, abc, bmc({ bmcName: '' })] }));
    expect(m['chillingUnitMonitoringDetailsList.0.productType.name']).toBe(M.productTypeRequired);
    expect(m['chillingUnitMonitoringDetailsList.1.chillingUnit.chillingCenterName']).toBe(M.chillingCenterNameRequired);
    expect(m['chillingUnitMonitoringDetailsList.2.chillingUnit.bmcName']).toBe(M.bmcNameRequired);
  });

  it('check capacity, year, contact number and the other vendor', () => {
    const unit = (over: Partial<UnitValues['chillingUnit']>) => messages(validSite({ chillingUnitMonitoringDetailsList: [bmc(over)] }));
    const at = (f: string) => `chillingUnitMonitoringDetailsList.0.chillingUnit.${f}`;
    expect(unit({ capacity: 'lots' })[at('capacity')]).toBe(M.capacityInvalid);
    expect(unit({ capacity: '0' })[at('capacity')]).toBe(M.capacityInvalid);
    expect(unit({ capacity: '500' })[at('capacity')]).toBeUndefined();
    expect(unit({ manufacturedYear: '20x0' })[at('manufacturedYear')]).toBe(M.manufacturedYearInvalid);
    expect(unit({ manufacturedYear: '2028' })[at('manufacturedYear')]).toBe(M.manufacturedYearInvalid);
    expect(unit({ manufacturedYear: '2019' })[at('manufacturedYear')]).toBeUndefined();
    expect(unit({ ownerContactNum: '98765x3210' })[at('ownerContactNum')]).toBe(M.contactNumberInvalid);
    expect(unit({ ownerContactNum: '987654321' })[at('ownerContactNum')]).toBe(M.contactNumberLength);
    expect(unit({ ownerContactNum: '98765432101' })[at('ownerContactNum')]).toBe(M.contactNumberLength);
    expect(unit({ ownerContactNum: '9876543210' })[at('ownerContactNum')]).toBeUndefined();
    expect(unit({ vendor: 'Others' })[at('otherVendor')]).toBe(M.otherVendorRequired);
    expect(unit({ vendor: 'Others', otherVendor: 'Local Co' })[at('otherVendor')]).toBeUndefined();
  });

  it('check each device: type, serial, uniqueness across the site, gateway and l0 rows', () => {
    const d = (over: Partial<ReturnType<typeof newDevice>>) => ({
      ...newDevice('GW-1'),
      deviceType: 'tempsens',
      serialNumber: 'X',
      ...over,
    });
    const m = messages(
      validSite({
        chillingUnitMonitoringDetailsList: [
          bmc({}, [
            d({ deviceType: '', serialNumber: '' }),
            d({ serialNumber: 'T 1' }),
            d({ serialNumber: 'PS-1' }),
            d({ serialNumber: 'T-9', gatewaySerialNumber: '' }),
          ]),
          bmc({}, [
            d({ serialNumber: 't-9', gatewaySerialNumber: 'GW-2' }),
            d({ serialNumber: 'T-10', l0Config: [{ deviceAttribute: '', applicationAttribute: '', unit: '' }] }),
          ]),
        ],
      }),
    );
    const at = (i: number, j: number, f: string) => `chillingUnitMonitoringDetailsList.${i}.l1DeviceInfo.${j}.${f}`;
    expect(m[at(0, 0, 'deviceType')]).toBe(M.deviceTypeRequired);
    expect(m[at(0, 0, 'serialNumber')]).toBe(M.serialRequired);
    expect(m[at(0, 1, 'serialNumber')]).toBe(M.serialInvalid);
    expect(m[at(0, 2, 'serialNumber')]).toBe(M.deviceDuplicateSiteLevel);
    expect(m[at(0, 3, 'gatewaySerialNumber')]).toBe(M.gatewaySelect);
    expect(m[at(1, 0, 'serialNumber')]).toBe(M.deviceDuplicate);
    expect(m[at(1, 0, 'gatewaySerialNumber')]).toBe(M.gatewayInvalid);
    expect(m[`${at(1, 1, 'l0Config')}.0.deviceAttribute`]).toBe(M.deviceAttributeRequired);
    expect(m[`${at(1, 1, 'l0Config')}.0.applicationAttribute`]).toBe(M.applicationAttributeRequired);
    expect(i18n.t(M.deviceDuplicateSiteLevel)).toBe('Device already added at the site level');
    expect(i18n.t(M.gatewaySelect)).toBe('Select a serial number');
  });

  it('keep a failed server check on the field while it holds that serial, as its kind', () => {
    const remote = (kind: string, serial: string) => (kind === 'tempsens' && serial === 'T-1' ? 'Already Existing' : undefined);
    const v = validSite({ chillingUnitMonitoringDetailsList: [bmc()] });
    expect(messages(v, remote)['chillingUnitMonitoringDetailsList.0.l1DeviceInfo.0.serialNumber']).toBe('Already Existing');
    const gw = (kind: string) => (kind === 'gateway' ? 'The Serial Number is not associated to a gateway device' : undefined);
    expect(messages(validSite(), gw).gatewaySerialNumber).toBe('The Serial Number is not associated to a gateway device');
  });

  it('in the schema: trims the values and defaults a missing altitude to 0', async () => {
    const out = await siteSchema().parseAsync({ ...validSite({ siteName: '  Kothrud  ' }), altitude: null });
    expect(out.siteName).toBe('Kothrud');
    expect(out.altitude).toBe(0);
    const failed = await siteSchema().safeParseAsync({ ...validSite(), altitude: Number.NaN });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]).toMatchObject({ path: ['altitude'], message: M.altitudeInvalid });
  });
});
