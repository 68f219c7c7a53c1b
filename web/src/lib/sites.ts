/**
 * The site list, one query for every screen that lists or picks sites
 * (spec 02 §9): GET provisioningService/sites/all?page&size (every site the
 * caller sees), sites/all/id?orgName&page&size (an organisation and its
 * sub-organisations) or sites/subOrg/id?subOrganizationName&page&size
 * (sub-organisations, comma-separated). Each answers a page of sites in the
 * server's shape (spec 02 §3) with their chilling units and devices;
 * optional text reads as ''. The pickers take every site at once (page 0,
 * size 5000, useSites); the sites table pages (getSites).
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Page, type Query } from '@/lib/api-client';
import { pageSchema } from '@/lib/page-schema';

// ---- the site as the server answers it ----

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

/** A unit's BMC or ABC centre. */
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

/** A chilling unit of a site, with its devices. */
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

const answerSchema = pageSchema(siteSchema);

// ---- the call ----

export const SITES_PATH = 'provisioningService/sites/all';
export const SITES_BY_ORG_PATH = 'provisioningService/sites/all/id';
export const SITES_BY_SUB_ORG_PATH = 'provisioningService/sites/subOrg/id';
/** Every site at once: the pickers' large fetch (spec 02 §9). */
export const ALL_SITES_SIZE = 5000;

/** Whose sites: everything the caller sees, an organisation's, or some of its sub-organisations'. */
export interface SiteScope {
  orgName?: string;
  /** Only these sub-organisations' sites; none: the organisation's (or every) site. */
  subOrganizations?: readonly string[];
}

export interface SitesPage extends SiteScope {
  page: number;
  size: number;
}

/** The scope as a query key and a call read it: the sub-organisations trimmed, blanks left out. */
function normalScope({ orgName, subOrganizations }: SiteScope): { orgName: string; subOrganizations: string[] } {
  return { orgName: orgName ?? '', subOrganizations: (subOrganizations ?? []).map((s) => s.trim()).filter(Boolean) };
}

/** The list call of a scope (also the path of its export). */
export function sitesPath(scope: SiteScope): string {
  const { orgName, subOrganizations } = normalScope(scope);
  if (subOrganizations.length > 0) return SITES_BY_SUB_ORG_PATH;
  return orgName ? SITES_BY_ORG_PATH : SITES_PATH;
}

/** The call for a scope and page: its path and query. */
export function sitesRequest(req: SitesPage): { path: string; query: Query } {
  const { orgName, subOrganizations } = normalScope(req);
  const { page, size } = req;
  const path = sitesPath(req);
  if (path === SITES_BY_SUB_ORG_PATH) return { path, query: { subOrganizationName: subOrganizations.join(','), page, size } };
  if (path === SITES_BY_ORG_PATH) return { path, query: { orgName, page, size } };
  return { path, query: { page, size } };
}

/** A page of the scope's sites. */
export async function getSites(req: SitesPage, signal?: AbortSignal): Promise<Page<Site>> {
  const { path, query } = sitesRequest(req);
  return answerSchema.parse(await api<unknown>(path, { query, signal }));
}

/** The query keys of the site lists; a site's creation or edit invalidates ['sites'], and so all of them. */
export const siteKeys = {
  all: ['sites', 'list'] as const,
  scope: (scope: SiteScope) => [...siteKeys.all, normalScope(scope)] as const,
  page: (req: SitesPage) => [...siteKeys.scope(req), { page: req.page, size: req.size }] as const,
};

export interface UseSitesOptions<T> {
  /**
   * What the screen takes from the list. A function defined outside the
   * component, so that it runs again only when the list changes.
   */
  select?: (sites: Site[]) => T;
  enabled?: boolean;
  /** The screen shows a failure itself, instead of the error page. */
  handlesError?: boolean;
  staleTime?: number;
}

/** Every site of the scope at once (page 0, size 5000), for the site and unit pickers. */
export function useSites<T = Site[]>(scope: SiteScope = {}, { select, enabled, handlesError, staleTime }: UseSitesOptions<T> = {}) {
  const req: SitesPage = { ...scope, page: 0, size: ALL_SITES_SIZE };
  const pick = useCallback((answer: Page<Site>) => (select ? select(answer.content) : (answer.content as T)), [select]);
  return useQuery({
    queryKey: siteKeys.page(req),
    queryFn: ({ signal }) => getSites(req, signal),
    select: pick,
    enabled,
    staleTime,
    meta: handlesError ? { handlesError } : undefined,
  });
}

// ---- reading the list ----

/** The site of a siteId, case aside. */
export function findSite(sites: Site[] | undefined, siteId: string): Site | undefined {
  const key = siteId.toLowerCase();
  return key ? sites?.find((s) => s.siteId.toLowerCase() === key) : undefined;
}

/** The site holding a unit. */
export function siteOfUnit(sites: Site[] | undefined, unitUuid: string): Site | undefined {
  return unitUuid ? sites?.find((s) => s.chillingUnitMonitoringDetailsList.some((u) => u.chillingUnitUuid === unitUuid)) : undefined;
}

/** A site's unit by its uuid. */
export function findUnit(site: Site | undefined, uuid: string): Unit | undefined {
  return uuid ? site?.chillingUnitMonitoringDetailsList.find((u) => u.chillingUnitUuid === uuid) : undefined;
}

/** A site's label: its name and id. */
export function siteLabel(s: { siteName: string; siteId: string }): string {
  return s.siteName && s.siteId && s.siteName !== s.siteId ? `${s.siteName} (${s.siteId})` : s.siteName || s.siteId;
}

/** A unit's name: the BMC's name and customer id, or the ABC centre's, with the product type. */
export function unitLabel(u: Unit): string {
  const c = u.chillingUnit;
  const name = c.bmcName || c.chillingCenterName || u.chillingUnitId || u.chillingUnitUuid;
  const id = c.customerBmcId || c.chillingCenterId || c.bmcId;
  const named = id && id !== name ? `${name} (${id})` : name;
  return u.productType.name ? `${u.productType.name} — ${named}` : named;
}
