/**
 * The sites a user of the chosen organisation can be associated with and
 * get alerts about: GET provisioningService/sites/subOrg/id?subOrganizationName
 * (comma-separated) when sub-organisations are chosen, else
 * sites/all/id?orgName; page 0, size 5000 (spec §9's large fetch). Each
 * site comes with its chilling units, for the per-unit alert entries.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const SITES_BY_ORG_PATH = 'provisioningService/sites/all/id';
export const SITES_BY_SUB_ORG_PATH = 'provisioningService/sites/subOrg/id';
export const ORG_SITES_SIZE = 5000;

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
    .transform((v) => v?.name ?? ''),
  chillingUnit: z
    .object({ bmcName: str, chillingCenterName: str })
    .nullish()
    .transform((v) => v ?? { bmcName: '', chillingCenterName: '' }),
});
export type OrgSiteUnit = z.infer<typeof unitSchema>;

const siteSchema = z.object({
  siteId: z.string(),
  siteName: str,
  siteUUID: str,
  organizationName: str,
  subOrganizationName: str,
  chillingUnitMonitoringDetailsList: z
    .array(unitSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type OrgSite = z.infer<typeof siteSchema>;

const pageSchema = z.object({
  content: z
    .array(siteSchema)
    .nullish()
    .transform((v) => v ?? []),
});

export interface OrgSitesScope {
  orgName: string;
  /** The chosen sub-organisations; none: the whole organisation. */
  subOrganizations: string[];
}

/** The call for the scope: its path and query. */
export function orgSitesRequest({ orgName, subOrganizations }: OrgSitesScope): { path: string; query: Record<string, string | number> } {
  const subs = subOrganizations.map((s) => s.trim()).filter(Boolean);
  return subs.length > 0
    ? { path: SITES_BY_SUB_ORG_PATH, query: { subOrganizationName: subs.join(','), page: 0, size: ORG_SITES_SIZE } }
    : { path: SITES_BY_ORG_PATH, query: { orgName, page: 0, size: ORG_SITES_SIZE } };
}

export async function getOrgSites(scope: OrgSitesScope, signal?: AbortSignal): Promise<OrgSite[]> {
  const { path, query } = orgSitesRequest(scope);
  return pageSchema.parse(await api<unknown>(path, { query, signal })).content;
}

/** Only once an organisation is chosen. A failure shows in the form, not as an error page. */
export function useOrgSites(scope: OrgSitesScope) {
  const subs = scope.subOrganizations.filter(Boolean);
  return useQuery({
    queryKey: ['users', 'sites', scope.orgName, subs.join(',')],
    queryFn: ({ signal }) => getOrgSites({ orgName: scope.orgName, subOrganizations: subs }, signal),
    enabled: !!scope.orgName,
    meta: { handlesError: true },
    staleTime: 60_000,
  });
}
