/**
 * GET provisioningService/sites/all?page&size (every site the caller sees),
 * or sites/all/id?orgName&page&size (an organisation and its
 * sub-organisations) when an organisation is chosen. The calls have no
 * search, so the search box narrows the loaded page.
 */
import { api, type Page } from '@/lib/api-client';
import { pageSchema } from '@/lib/page-schema';
import type { PageFetcher } from '@/components/data-table/data-table-types';
import { siteSchema, type Site } from '@/features/sites/api/site-model';

export const SITES_PATH = 'provisioningService/sites/all';
export const SITES_BY_ORG_PATH = 'provisioningService/sites/all/id';

const answerSchema = pageSchema(siteSchema);

/** The list call of an organisation, or of everything the caller sees. */
export function sitesListPath(orgName?: string): string {
  return orgName ? SITES_BY_ORG_PATH : SITES_PATH;
}

export async function getSites(query: { page: number; size: number; orgName?: string }, signal?: AbortSignal): Promise<Page<Site>> {
  return answerSchema.parse(await api<unknown>(sitesListPath(query.orgName), { query, signal }));
}

/** True when the text appears in the site's ids, names, organisations or address (case-insensitive). */
export function matchesSite(site: Site, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [
    site.siteId,
    site.siteName,
    site.organizationName,
    site.subOrganizationName,
    site.district,
    site.state,
    site.villageTownCity,
  ].some((v) => v.toLowerCase().includes(needle));
}

/** The table's fetcher: a page of sites, narrowed to those matching the search text. */
export function sitesFetcher(orgName: string | undefined, search: string): PageFetcher<Site> {
  return async (page, size, _sort, signal) => {
    const answer = await getSites({ page, size, orgName }, signal);
    return search ? { ...answer, content: answer.content.filter((s) => matchesSite(s, search)) } : answer;
  };
}
