/**
 * The sites table's pages: the shared site list (lib/sites) of everything
 * the caller sees, or of an organisation and its sub-organisations when one
 * is chosen. The calls have no search, so the search box narrows the
 * loaded page.
 */
import type { PageFetcher } from '@/components/data-table/data-table-types';
import { getSites, type Site } from '@/lib/sites';

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
