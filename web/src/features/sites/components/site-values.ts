/**
 * The site form's values: the site of spec 02 §3 as the form edits it. Text
 * stays text until submit (capacity, year), coordinates are one combined
 * "latitude, longitude" value, and the site-level devices are two helper
 * fields (gatewaySerialNumber, sensorSerialNumber). to-payload.ts turns
 * these into the body of create and edit.
 */
import { PRODUCT } from '@/features/sites/api/site-model';

export interface L0Values {
  deviceAttribute: string;
  applicationAttribute: string;
  unit: string;
}

export interface DeviceValues {
  serialNumber: string;
  deviceType: string;
  gatewaySerialNumber: string;
  l0Config: L0Values[];
}

export interface ChillingUnitValues {
  bmcId: string;
  customerBmcId: string;
  bmcName: string;
  chillingCenterName: string;
  chillingCenterId: string;
  collectionCenterType: string;
  societyId: string;
  societyLongId: string;
  capacity: string;
  ownerName: string;
  countryCode: string;
  ownerContactNum: string;
  vendor: string;
  otherVendor: string;
  manufacturedYear: string;
  methodOfCooling: string;
  traceability_Bmc_Id: string;
}

export interface UnitValues {
  productType: { name: string; productTypeId: number | null };
  chillingUnitId: string;
  chillingUnitUuid: string;
  chillingUnit: ChillingUnitValues;
  l1DeviceInfo: DeviceValues[];
}

export interface SiteValues {
  organizationName: string;
  subOrganizationName: string;
  siteId: string;
  siteName: string;
  locale: string;
  zoneId: string;
  country: string;
  state: string;
  district: string;
  pinCode: string;
  villageTownCity: string;
  addressLine1: string;
  coordinates: string;
  altitude: number | null;
  gatewaySerialNumber: string;
  sensorSerialNumber: string;
  chillingUnitMonitoringDetailsList: UnitValues[];
}

/** The fields of a BMC or FTBMC unit, of an ABC unit, and those all units share (spec 02 §3). */
export const BMC_FIELDS = ['bmcId', 'customerBmcId', 'bmcName'] as const;
export const ABC_FIELDS = ['chillingCenterName', 'chillingCenterId', 'collectionCenterType', 'societyId', 'societyLongId'] as const;
export const SHARED_FIELDS = [
  'capacity',
  'ownerName',
  'countryCode',
  'ownerContactNum',
  'vendor',
  'otherVendor',
  'manufacturedYear',
  'methodOfCooling',
  'traceability_Bmc_Id',
] as const;

export function isAbc(productType: string): boolean {
  return productType.trim().toUpperCase() === PRODUCT.ABC;
}

/** The fields of a unit of this product type: ABC's own set, or the BMC set (BMC, FTBMC), then the shared ones. */
export function unitFieldNames(productType: string): (keyof ChillingUnitValues)[] {
  return [...(isAbc(productType) ? ABC_FIELDS : BMC_FIELDS), ...SHARED_FIELDS];
}

export function emptyChillingUnit(): ChillingUnitValues {
  return {
    bmcId: '',
    customerBmcId: '',
    bmcName: '',
    chillingCenterName: '',
    chillingCenterId: '',
    collectionCenterType: '',
    societyId: '',
    societyLongId: '',
    capacity: '',
    ownerName: '',
    countryCode: '',
    ownerContactNum: '',
    vendor: '',
    otherVendor: '',
    manufacturedYear: '',
    methodOfCooling: '',
    traceability_Bmc_Id: '',
  };
}

export function newUnit(): UnitValues {
  return {
    productType: { name: '', productTypeId: null },
    chillingUnitId: '',
    chillingUnitUuid: '',
    chillingUnit: emptyChillingUnit(),
    l1DeviceInfo: [],
  };
}

/** A new unit device, placed on the site's gateway. */
export function newDevice(gatewaySerialNumber = ''): DeviceValues {
  return { serialNumber: '', deviceType: '', gatewaySerialNumber, l0Config: [] };
}

export function newL0(): L0Values {
  return { deviceAttribute: '', applicationAttribute: '', unit: '' };
}

/** A new site's values: locale en-IN and altitude 0 (spec 02 §9). */
export function newSiteValues(organizationName = ''): SiteValues {
  return {
    organizationName,
    subOrganizationName: '',
    siteId: '',
    siteName: '',
    locale: 'en-IN',
    zoneId: '',
    country: '',
    state: '',
    district: '',
    pinCode: '',
    villageTownCity: '',
    addressLine1: '',
    coordinates: '',
    altitude: 0,
    gatewaySerialNumber: '',
    sensorSerialNumber: '',
    chillingUnitMonitoringDetailsList: [],
  };
}
