/**
 * The site list tile's rows: every site of the caller's scope (the sites
 * the header counts), each marked when the user bookmarked it; bookmarked
 * sites first, then by name.
 */
import type { MySite } from '@/features/dashboard/api/get-my-sites';
import type { ScopeSite } from '@/features/dashboard/api/get-scope-sites';

export interface SiteRow {
  siteId: string;
  siteName: string;
  siteUUID: string;
  isBookmarked: boolean;
  criticalCount: number;
}

export function siteRows(scope: ScopeSite[], mine: MySite[]): SiteRow[] {
  const marked = new Set(mine.filter((s) => s.isBookmarked).map((s) => s.siteUUID || s.siteId));
  const rows = scope.map((s) => ({
    siteId: s.siteId,
    siteName: s.siteName,
    siteUUID: s.siteUuid,
    isBookmarked: marked.has(s.siteUuid) || marked.has(s.siteId),
    criticalCount: s.criticalCount,
  }));
  return rows.sort(
    (a, b) => Number(b.isBookmarked) - Number(a.isBookmarked) || (a.siteName || a.siteId).localeCompare(b.siteName || b.siteId),
  );
}
