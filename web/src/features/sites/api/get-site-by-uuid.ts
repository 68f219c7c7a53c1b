/** GET provisioningService/sites?uuid: one site by its uuid (the lookup route). */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteSchema, type Site } from '@/lib/sites';

export async function getSiteByUUID(uuid: string, signal?: AbortSignal): Promise<Site> {
  return siteSchema.parse(await api<unknown>('provisioningService/sites', { query: { uuid }, signal }));
}

export function useSiteByUUID(uuid: string | undefined) {
  return useQuery({
    queryKey: ['sites', 'byUUID', uuid],
    queryFn: uuid ? ({ signal }) => getSiteByUUID(uuid, signal) : skipToken,
  });
}
