/**
 * GET provisioningService/sites/{siteId}/chillingUnits/all: the unit rows of
 * the details page. The page shows a failure itself (an alert).
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { unitSummarySchema, type UnitSummary } from '@/features/sites/api/site-model';

const listSchema = z
  .array(unitSummarySchema)
  .nullish()
  .transform((v) => v ?? []);

export async function getSiteUnits(siteId: string, signal?: AbortSignal): Promise<UnitSummary[]> {
  return listSchema.parse(await api<unknown>(`provisioningService/sites/${encodeURIComponent(siteId)}/chillingUnits/all`, { signal }));
}

export function useSiteUnits(siteId: string | undefined) {
  return useQuery({
    queryKey: ['sites', 'units', siteId],
    queryFn: siteId ? ({ signal }) => getSiteUnits(siteId, signal) : skipToken,
    meta: { handlesError: true },
  });
}
