/**
 * GET chillingUnitService/sites/aggregated/alerts?hour=24&pagingState=0&pageSize=5000:
 * every site of the caller's scope (the sites the header counts) with its
 * critical alerts and info events of the last 24 hours
 * (docs/monitoring.md "Alerts").
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { DASHBOARD_REFRESH_MS } from '@/features/dashboard/api/get-status-count';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const count = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);

export const scopeSiteSchema = z.object({ siteId: str, siteName: str, siteUuid: str, criticalCount: count, infoCount: count });
export type ScopeSite = z.infer<typeof scopeSiteSchema>;

const pageSchema = z.object({
  content: z
    .array(scopeSiteSchema)
    .nullish()
    .transform((v) => v ?? []),
});

export const SCOPE_SITES_PATH = 'chillingUnitService/sites/aggregated/alerts';
/** Every site at once: the server's largest page. */
export const SCOPE_SITES_QUERY = { hour: 24, pagingState: 0, pageSize: 5000 } as const;

export async function getScopeSites(signal?: AbortSignal): Promise<ScopeSite[]> {
  return pageSchema.parse(await api<unknown>(SCOPE_SITES_PATH, { query: SCOPE_SITES_QUERY, signal })).content;
}

export function useScopeSites() {
  return useQuery({
    queryKey: ['dashboard', 'scope-sites'],
    queryFn: ({ signal }) => getScopeSites(signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
    meta: { handlesError: true },
  });
}
