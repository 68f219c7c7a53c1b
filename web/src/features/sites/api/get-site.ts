/** GET provisioningService/sites/{siteId}: one site, for the edit form and the details page. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteSchema, type Site } from '@/lib/sites';

export async function getSite(siteId: string, signal?: AbortSignal): Promise<Site> {
  return siteSchema.parse(await api<unknown>(`provisioningService/sites/${encodeURIComponent(siteId)}`, { signal }));
}

export function useSite(siteId: string | undefined) {
  return useQuery({
    queryKey: ['sites', 'details', siteId],
    queryFn: siteId ? ({ signal }) => getSite(siteId, signal) : skipToken,
  });
}
