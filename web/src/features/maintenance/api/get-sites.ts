/**
 * GET provisioningService/sites/all?page=0&size=5000: the sites the caller
 * sees with their chilling units, for the site and unit pickers.
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
    .object({ bmcId: str, bmcName: str, customerBmcId: str, chillingCenterName: str, chillingCenterId: str })
    .nullish()
    .transform((v) => v ?? { bmcId: '', bmcName: '', customerBmcId: '', chillingCenterName: '', chillingCenterId: '' }),
});
export type ChillingUnit = z.infer<typeof unitSchema>;

const siteSchema = z.object({
  siteId: str,
  siteName: str,
  siteUUID: str,
  organizationName: str,
  subOrganizationName: str,
  chillingUnitMonitoringDetailsList: z
    .array(unitSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type Site = z.infer<typeof siteSchema>;

const pageSchema = z.object({
  content: z
    .array(siteSchema)
    .nullish()
    .transform((v) => v ?? []),
});

/** The large fetch of spec 02 §9. */
export const SITES_QUERY = { page: 0, size: 5000 } as const;

export async function getSites(signal?: AbortSignal): Promise<Site[]> {
  return pageSchema.parse(await api<unknown>('provisioningService/sites/all', { query: SITES_QUERY, signal })).content;
}

export function useSites() {
  return useQuery({ queryKey: ['maintenance', 'sites'], queryFn: ({ signal }) => getSites(signal) });
}

/** The value a site is chosen by: its uuid, else its id. */
export function siteKey(s: Site): string {
  return s.siteUUID || s.siteId;
}

/** A unit's name: the BMC's name and customer id, or the ABC centre's, with the product type. */
export function unitLabel(u: ChillingUnit): string {
  const c = u.chillingUnit;
  const name = c.bmcName || c.chillingCenterName || u.chillingUnitId || u.chillingUnitUuid;
  const id = c.customerBmcId || c.chillingCenterId || c.bmcId;
  const named = id && id !== name ? `${name} (${id})` : name;
  return u.productType.name ? `${u.productType.name} — ${named}` : named;
}
