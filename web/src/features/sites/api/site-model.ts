/**
 * The site as the server answers it (spec 02 §3), the body of create and
 * edit, and the unit rows of the details page. Optional text reads as ''.
 */
import { z } from 'zod';
import type { components } from '@/types/api';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const num = z
  .number()
  .nullish()
  .transform((v) => v ?? null);
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

export const l0ConfigSchema = z.object({ deviceAttribute: str, applicationAttribute: str, unit: str });

export const deviceSchema = z.object({
  serialNumber: str,
  deviceType: str,
  gatewaySerialNumber: str,
  monitoringProductType: str,
  l0Config: list(l0ConfigSchema),
});
export type Device = z.infer<typeof deviceSchema>;

export const chillingUnitSchema = z.object({
  bmcId: str,
  customerBmcId: str,
  bmcName: str,
  chillingCenterName: str,
  chillingCenterId: str,
  collectionCenterType: str,
  societyId: str,
  societyLongId: str,
  capacity: num,
  ownerName: str,
  countryCode: str,
  ownerContactNum: str,
  vendor: str,
  otherVendor: str,
  manufacturedYear: num,
  methodOfCooling: str,
  traceability_Bmc_Id: str,
});
export type ChillingUnit = z.infer<typeof chillingUnitSchema>;

export const unitSchema = z.object({
  productType: z
    .object({ name: str, productTypeId: num })
    .nullish()
    .transform((v) => v ?? { name: '', productTypeId: null }),
  chillingUnitId: str,
  chillingUnitUuid: str,
  chillingUnit: chillingUnitSchema.nullish().transform((v) => v ?? chillingUnitSchema.parse({})),
  l1DeviceInfo: list(deviceSchema),
});
export type Unit = z.infer<typeof unitSchema>;

export const siteSchema = z.object({
  siteId: z.string(),
  siteName: str,
  siteUUID: str,
  organizationName: str,
  subOrganizationName: str,
  locale: str,
  zoneId: str,
  country: str,
  state: str,
  district: str,
  pinCode: str,
  villageTownCity: str,
  addressLine1: str,
  coordinates: z
    .object({ latitude: num, longitude: num })
    .nullish()
    .transform((v) => v ?? { latitude: null, longitude: null }),
  altitude: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  siteLevelDevices: list(deviceSchema),
  chillingUnitMonitoringDetailsList: list(unitSchema),
  numberOfChillingUnit: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  numberOfL1Devices: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
});
export type Site = z.infer<typeof siteSchema>;

/** A device's ingestion credential, shown once. */
export const credentialSchema = z.object({ serialNumber: z.string(), token: z.string() });
export type Credential = z.infer<typeof credentialSchema>;

/** The answer to create and edit: the site and the credentials of the devices it added. */
export const savedSchema = siteSchema.extend({ deviceCredentials: list(credentialSchema) });
export type Saved = z.infer<typeof savedSchema>;

/** The body of POST sites and PUT sites/{id}. */
export type SiteInput = components['schemas']['Site'];

/** A row of the details page's unit table (sites/{id}/chillingUnits/all). */
export const unitSummarySchema = z.object({
  chillingUnitUUID: str,
  chillingUnitID: str,
  chillingUnitName: str,
  productType: str,
  capacity: num,
  sensorCount: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  gatewaySerialNumber: str,
  l1DeviceInfo: list(deviceSchema),
});
export type UnitSummary = z.infer<typeof unitSummarySchema>;

/** Product types and the class of gateways (spec 02 §9). */
export const PRODUCT = { BMC: 'BMC', ABC: 'ABC', FTBMC: 'FTBMC' } as const;
export const GATEWAY_CLASS = 'L3';
export const SENSOR_TYPE = 'powsens';
export const VENDOR_OTHERS = 'Others';
