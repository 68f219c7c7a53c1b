/**
 * GET chillingUnitService/sites/aggregated/statusCount?hours: the caller's
 * site and chilling unit totals, the live share and the units by state
 * (docs/monitoring.md "Unit states").
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const count = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);

export const statusCountSchema = z.object({
  totalSites: count,
  totalChillingUnits: count,
  liveData: z
    .object({ count, percentage: count })
    .nullish()
    .transform((v) => v ?? { count: 0, percentage: 0 }),
  statusCount: z
    .record(z.string(), z.number().nullish())
    .nullish()
    .transform((v) => Object.fromEntries(Object.entries(v ?? {}).map(([k, n]) => [k, n ?? 0])) as Record<string, number>),
  /** Units by current state (COOLED, …, and what Others holds: CLEANING, EMPTY, LOW_VOLUME, NO_READING). */
  currentStateCount: z
    .record(z.string(), z.number().nullish())
    .nullish()
    .transform((v) => Object.fromEntries(Object.entries(v ?? {}).map(([k, n]) => [k, n ?? 0])) as Record<string, number>),
});
export type StatusCount = z.infer<typeof statusCountSchema>;

export const STATUS_COUNT_PATH = 'chillingUnitService/sites/aggregated/statusCount';

export async function getStatusCount(hours: number, signal?: AbortSignal): Promise<StatusCount> {
  return statusCountSchema.parse(await api<unknown>(STATUS_COUNT_PATH, { query: { hours }, signal }));
}

/** The dashboard's refresh period: the spec's 60-second clock (spec 03 §9). */
export const DASHBOARD_REFRESH_MS = 60_000;

/**
 * The dashboard's counts, fetched again every minute while the page is
 * open (also in a background tab: a wall screen stays current); a tile
 * shows its own failure.
 */
export function useStatusCount(hours = 24) {
  return useQuery({
    queryKey: ['dashboard', 'status-count', hours],
    queryFn: ({ signal }) => getStatusCount(hours, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
    meta: { handlesError: true },
  });
}
