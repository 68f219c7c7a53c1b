/**
 * The site form's submit transitions (spec 02 §4), and back:
 * - the combined "latitude, longitude" is split into coordinates;
 * - a vendor of Others is replaced by the typed other vendor;
 * - the helper fields gatewaySerialNumber and sensorSerialNumber are removed
 *   and become siteLevelDevices [{L3 gateway}, {powsens sensor}];
 * - empty device and chilling-unit lists (and empty values) are omitted;
 * - a unit sends only its product type's field set.
 * The server's field errors name the body's paths: remapServerErrors puts
 * those of siteLevelDevices back on the helper fields.
 */
import { ApiError } from '@/lib/api-client';
import type { Device, Site } from '@/lib/sites';
import { GATEWAY_CLASS, SENSOR_TYPE, VENDOR_OTHERS, type SiteInput } from '@/features/sites/api/site-model';
import type { AssignmentCheck } from '@/features/sites/api/validate-assignments';
import { formatCoordinates, parseCoordinates } from '@/features/sites/components/coordinates';
import {
  emptyChillingUnit,
  unitFieldNames,
  type ChillingUnitValues,
  type DeviceValues,
  type SiteValues,
  type UnitValues,
} from '@/features/sites/components/site-values';

type UnitInput = NonNullable<SiteInput['chillingUnitMonitoringDetailsList']>[number];
type ChillingUnitInput = NonNullable<UnitInput['chillingUnit']>;
type DeviceInput = NonNullable<SiteInput['siteLevelDevices']>[number];

function chillingUnitInput(productType: string, c: ChillingUnitValues): ChillingUnitInput {
  const out: Record<string, string | number> = {};
  for (const name of unitFieldNames(productType)) {
    const value = c[name].trim();
    if (!value || name === 'otherVendor') continue;
    if (name === 'capacity' || name === 'manufacturedYear') out[name] = Number(value);
    else if (name === 'vendor' && value === VENDOR_OTHERS) {
      const other = c.otherVendor.trim();
      if (other) out.vendor = other;
    } else out[name] = value;
  }
  return out as ChillingUnitInput;
}

function deviceInput(d: DeviceValues): DeviceInput {
  const out: DeviceInput = {
    serialNumber: d.serialNumber.trim(),
    deviceType: d.deviceType,
    gatewaySerialNumber: d.gatewaySerialNumber.trim(),
  };
  const l0 = d.l0Config
    .filter((l) => l.deviceAttribute || l.applicationAttribute)
    .map((l) => ({ deviceAttribute: l.deviceAttribute, applicationAttribute: l.applicationAttribute, unit: l.unit }));
  if (l0.length) out.l0Config = l0;
  return out;
}

function unitInput(u: UnitValues): UnitInput {
  const out: UnitInput = {
    productType:
      u.productType.productTypeId === null
        ? { name: u.productType.name }
        : { ...u.productType, productTypeId: u.productType.productTypeId },
    chillingUnit: chillingUnitInput(u.productType.name, u.chillingUnit),
  };
  if (u.chillingUnitId) out.chillingUnitId = u.chillingUnitId;
  if (u.chillingUnitUuid) out.chillingUnitUuid = u.chillingUnitUuid;
  const devices = u.l1DeviceInfo.map(deviceInput);
  if (devices.length) out.l1DeviceInfo = devices;
  return out;
}

/** The body of POST sites (and PUT sites/{id}, with the edited site's uuid). */
export function toPayload(v: SiteValues, siteUUID?: string): SiteInput {
  const coordinates = parseCoordinates(v.coordinates);
  const body: SiteInput = {
    organizationName: v.organizationName,
    subOrganizationName: v.subOrganizationName,
    siteId: v.siteId.trim(),
    siteName: v.siteName.trim(),
    locale: v.locale,
    zoneId: v.zoneId,
    country: v.country,
    state: v.state,
    district: v.district,
    pinCode: v.pinCode.trim(),
    villageTownCity: v.villageTownCity.trim(),
    addressLine1: v.addressLine1.trim(),
    coordinates: coordinates ?? { latitude: null, longitude: null },
    altitude: v.altitude !== null && Number.isFinite(v.altitude) ? v.altitude : 0,
  };
  if (siteUUID) body.siteUUID = siteUUID;
  const siteLevel: DeviceInput[] = [];
  if (v.gatewaySerialNumber.trim()) siteLevel.push({ serialNumber: v.gatewaySerialNumber.trim(), deviceType: GATEWAY_CLASS });
  if (v.sensorSerialNumber.trim()) siteLevel.push({ serialNumber: v.sensorSerialNumber.trim(), deviceType: SENSOR_TYPE });
  if (siteLevel.length) body.siteLevelDevices = siteLevel;
  const units = v.chillingUnitMonitoringDetailsList.map(unitInput);
  if (units.length) body.chillingUnitMonitoringDetailsList = units;
  return body;
}

function isGateway(d: Device): boolean {
  return d.deviceType === GATEWAY_CLASS || d.monitoringProductType === GATEWAY_CLASS;
}

/**
 * A stored site as the edit form's values. A vendor the vendor list does not
 * hold shows as Others with the stored name in otherVendor.
 */
export function toFormValues(site: Site, vendors: string[]): SiteValues {
  const gateway = site.siteLevelDevices.find(isGateway);
  const sensor = site.siteLevelDevices.find((d) => !isGateway(d));
  return {
    organizationName: site.organizationName,
    subOrganizationName: site.subOrganizationName,
    siteId: site.siteId,
    siteName: site.siteName,
    locale: site.locale,
    zoneId: site.zoneId,
    country: site.country,
    state: site.state,
    district: site.district,
    pinCode: site.pinCode,
    villageTownCity: site.villageTownCity,
    addressLine1: site.addressLine1,
    coordinates: formatCoordinates(site.coordinates.latitude, site.coordinates.longitude),
    altitude: site.altitude,
    gatewaySerialNumber: gateway?.serialNumber ?? '',
    sensorSerialNumber: sensor?.serialNumber ?? '',
    chillingUnitMonitoringDetailsList: site.chillingUnitMonitoringDetailsList.map((u) => {
      const c = u.chillingUnit;
      const chillingUnit: ChillingUnitValues = { ...emptyChillingUnit() };
      for (const name of unitFieldNames(u.productType.name)) {
        const value = c[name];
        chillingUnit[name] = value === null || value === undefined ? '' : String(value);
      }
      if (c.vendor && !vendors.includes(c.vendor)) {
        chillingUnit.vendor = VENDOR_OTHERS;
        chillingUnit.otherVendor = c.vendor;
      }
      return {
        productType: { name: u.productType.name, productTypeId: u.productType.productTypeId },
        chillingUnitId: u.chillingUnitId,
        chillingUnitUuid: u.chillingUnitUuid,
        chillingUnit,
        l1DeviceInfo: u.l1DeviceInfo.map((d) => ({
          serialNumber: d.serialNumber,
          deviceType: d.deviceType,
          gatewaySerialNumber: d.gatewaySerialNumber,
          l0Config: d.l0Config.map((l) => ({ ...l })),
        })),
      };
    }),
  };
}

/** The body of the Validate action: every customer BMC id and serial number of the form. */
export function toAssignmentCheck(v: SiteValues, siteUUID?: string): AssignmentCheck {
  const serials = [
    v.gatewaySerialNumber,
    v.sensorSerialNumber,
    ...v.chillingUnitMonitoringDetailsList.flatMap((u) => u.l1DeviceInfo.map((d) => d.serialNumber)),
  ]
    .map((s) => s.trim())
    .filter(Boolean);
  const bmcs = v.chillingUnitMonitoringDetailsList.map((u) => u.chillingUnit.customerBmcId.trim()).filter(Boolean);
  const body: AssignmentCheck = { customerBmcIds: bmcs, serialNumbers: serials };
  if (siteUUID) body.siteUUID = siteUUID;
  return body;
}

/** The form field a path of the body names: siteLevelDevices go back to their helper field. */
export function formPath(field: string, body: SiteInput): string {
  const m = /^siteLevelDevices\[(\d+)\]/.exec(field);
  if (m) {
    const device = body.siteLevelDevices?.[Number(m[1])];
    return device?.deviceType === GATEWAY_CLASS ? 'gatewaySerialNumber' : 'sensorSerialNumber';
  }
  if (field.startsWith('coordinates')) return 'coordinates';
  return field;
}

/** The same refusal with its field errors named as the form's fields. */
export function remapServerErrors(error: unknown, body: SiteInput): unknown {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || !error.body.errors?.length) return error;
  const errors = error.body.errors.map((e) => ({ ...e, field: formPath(e.field, body) }));
  return new ApiError(error.status, { ...error.body, errors });
}
