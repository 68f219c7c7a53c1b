/**
 * GET provisioningService/sites/all?page=0&size=5000: the sites the caller
 * sees with their time zone, site-level devices and chilling units with
 * their devices, for the device data form and its tabs.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

const deviceSchema = z.object({
  serialNumber: str,
  deviceType: str,
  l0Config: list(z.object({ deviceAttribute: str, applicationAttribute: str, unit: str })),
});
export type Device = z.infer<typeof deviceSchema>;

const unitSchema = z.object({
  chillingUnitId: str,
  chillingUnitUuid: str,
  productType: z
    .object({ name: str })
    .nullish()
    .transform((v) => v ?? { name: '' }),
  chillingUnit: z
    .object({ bmcId: str, bmcName: str, customerBmcId: str, chillingCenterName: str, chillingCenterId: str })
    .nullish()
    .transform((v) => v ?? { bmcId: '', bmcName: '', customerBmcId: '', chillingCenterName: '', chillingCenterId: '' }),
  l1DeviceInfo: list(deviceSchema),
});
export type ChillingUnit = z.infer<typeof unitSchema>;

const siteSchema = z.object({
  siteId: str,
  siteName: str,
  siteUUID: str,
  zoneId: str,
  siteLevelDevices: list(deviceSchema),
  chillingUnitMonitoringDetailsList: list(unitSchema),
});
export type Site = z.infer<typeof siteSchema>;

const pageSchema = z.object({ content: list(siteSchema) });

export const SITES_PATH = 'provisioningService/sites/all';
/** Every site at once (spec 02 §9). */
export const SITES_QUERY = { page: 0, size: 5000 } as const;

export async function getSites(signal?: AbortSignal): Promise<Site[]> {
  return pageSchema.parse(await api<unknown>(SITES_PATH, { query: SITES_QUERY, signal })).content;
}

export function useMonitoringSites() {
  return useQuery({ queryKey: ['monitoring', 'sites'], queryFn: ({ signal }) => getSites(signal) });
}

/** The site of a siteId, case aside. */
export function findSite(sites: Site[] | undefined, siteId: string): Site | undefined {
  if (!siteId) return undefined;
  const key = siteId.toLowerCase();
  return sites?.find((s) => s.siteId.toLowerCase() === key);
}

export function findUnit(site: Site | undefined, uuid: string): ChillingUnit | undefined {
  return uuid ? site?.chillingUnitMonitoringDetailsList.find((u) => u.chillingUnitUuid === uuid) : undefined;
}

export function siteLabel(s: Site): string {
  return s.siteId && s.siteId !== s.siteName ? `${s.siteName} (${s.siteId})` : s.siteName || s.siteId;
}

/** A unit's name: the BMC's name and customer id, or the ABC centre's, with the product type. */
export function unitLabel(u: ChillingUnit): string {
  const c = u.chillingUnit;
  const name = c.bmcName || c.chillingCenterName || u.chillingUnitId || u.chillingUnitUuid;
  const id = c.customerBmcId || c.chillingCenterId || c.bmcId;
  const named = id && id !== name ? `${name} (${id})` : name;
  return u.productType.name ? `${u.productType.name} — ${named}` : named;
}

/** The gateway's device type: it relays the sensors and feeds no unit. */
export const GATEWAY_TYPE = 'L3';

/**
 * The devices whose data a unit's screen shows: the unit's own, then the
 * site-level sensors that feed every unit of the site (a power sensor);
 * the gateway feeds none.
 */
export function devicesOf(site: Site, unit: ChillingUnit): Device[] {
  const siteSensors = site.siteLevelDevices.filter((d) => d.deviceType.toUpperCase() !== GATEWAY_TYPE);
  return [...unit.l1DeviceInfo, ...siteSensors].filter((d) => d.serialNumber);
}
