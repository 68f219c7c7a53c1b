/**
 * GET provisioningService/sites/all?page=0&size=5000: the sites the caller
 * sees with their time zone and chilling units, for choosing the unit of
 * the chilling graph and of the real-time chart.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const unitSchema = z.object({
  chillingUnitId: str,
  chillingUnitUuid: str,
  productType: z
    .object({ name: str })
    .nullish()
    .transform((v) => v ?? { name: '' }),
  chillingUnit: z
    .object({ bmcName: str, customerBmcId: str, chillingCenterName: str, chillingCenterId: str })
    .nullish()
    .transform((v) => v ?? { bmcName: '', customerBmcId: '', chillingCenterName: '', chillingCenterId: '' }),
});
export type GraphUnit = z.infer<typeof unitSchema>;

const siteSchema = z.object({
  siteId: str,
  siteName: str,
  siteUUID: str,
  zoneId: str,
  chillingUnitMonitoringDetailsList: z
    .array(unitSchema)
    .nullish()
    .transform((v) => (v ?? []).filter((u) => u.chillingUnitUuid)),
});
export type GraphSite = z.infer<typeof siteSchema>;

const pageSchema = z.object({
  content: z
    .array(siteSchema)
    .nullish()
    .transform((v) => v ?? []),
});

export async function getGraphSites(signal?: AbortSignal): Promise<GraphSite[]> {
  return pageSchema.parse(await api<unknown>('provisioningService/sites/all', { query: { page: 0, size: 5000 }, signal })).content;
}

export function useGraphSites() {
  return useQuery({ queryKey: ['analytics', 'sites'], queryFn: ({ signal }) => getGraphSites(signal) });
}

/** The site of a siteId, case aside. */
export function findSite(sites: GraphSite[] | undefined, siteId: string): GraphSite | undefined {
  const key = siteId.toLowerCase();
  return key ? sites?.find((s) => s.siteId.toLowerCase() === key) : undefined;
}

/** The site holding a unit. */
export function siteOfUnit(sites: GraphSite[] | undefined, unitUuid: string): GraphSite | undefined {
  return unitUuid ? sites?.find((s) => s.chillingUnitMonitoringDetailsList.some((u) => u.chillingUnitUuid === unitUuid)) : undefined;
}

export function siteLabel(s: GraphSite): string {
  return s.siteId && s.siteId !== s.siteName ? `${s.siteName} (${s.siteId})` : s.siteName || s.siteId;
}

/** A unit's name: the BMC's name and customer id, or the ABC centre's, with the product type. */
export function unitLabel(u: GraphUnit): string {
  const c = u.chillingUnit;
  const name = c.bmcName || c.chillingCenterName || u.chillingUnitId || u.chillingUnitUuid;
  const id = c.customerBmcId || c.chillingCenterId;
  const named = id && id !== name ? `${name} (${id})` : name;
  return u.productType.name ? `${u.productType.name} — ${named}` : named;
}
