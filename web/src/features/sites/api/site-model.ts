/**
 * The sites feature's own shapes: the body of create and edit, what they
 * answer (the site, lib/sites, with the added devices' credentials), and
 * the unit rows of the details page. Optional text reads as ''.
 */
import { z } from 'zod';
import type { components } from '@/types/api';
import { deviceSchema, siteSchema } from '@/lib/sites';

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
