/**
 * GET chillingUnitService/sites/chillingUnits/{state} (every unit:
 * .../chillingState?chillingUnitStates=ALL): a page of the BMC state table,
 * by site name then BMC id, with the window's info and critical counts
 * (docs/monitoring.md "Unit states"). Pages are pagingState (zero-based)
 * and pageSize; the window is 24 hours up to the list's date.
 */
import { z } from 'zod';
import { api, type Page, type Query } from '@/lib/api-client';
import type { PageFetcher } from '@/components/data-table/data-table-types';
import { pageInfoSchema } from '@/features/monitoring/api/alert-row';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const count = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);
const measure = z
  .number()
  .nullish()
  .transform((v) => v ?? null);

export const bmcStateSchema = z.object({
  chillingUnitId: str,
  chillingUnitUUID: str,
  chillingUnitName: str,
  siteName: str,
  siteId: str,
  siteUuid: str,
  zoneId: str,
  capacity: count,
  volume: measure,
  temperature: measure,
  state: str,
  currentState: str,
  stateSince: str,
  stateReceivedAt: str,
  infoAlertsCount: count,
  criticalAlertsCount: count,
});
export type BmcState = z.infer<typeof bmcStateSchema>;

const pageSchema = z.object({
  content: z
    .array(bmcStateSchema)
    .nullish()
    .transform((v) => v ?? []),
  pageInfo: pageInfoSchema,
});

/** The BMC state request's window (spec 03 §9). */
export const BMC_STATE_HOURS = 24;
/** The largest page a list call serves (the export asks for it). */
export const MAX_PAGE_SIZE = 5000;

/** The selector meaning every unit. */
export const ALL_STATES = 'ALL';

export interface BmcStateFilter {
  /** A state name or selector (chilled, under chilled, no_data, livedata, others…); ALL or '' for every unit. */
  state: string;
  /** The list's date: the window's end (RFC 3339); now when empty. */
  date: string;
}

/** The call's path and query for a page. */
export function bmcStatesRequest(f: BmcStateFilter, page: number, size: number): { path: string; query: Query } {
  const query: Query = { pagingState: page, pageSize: size, hour: BMC_STATE_HOURS, currentDate: f.date };
  const state = f.state.trim();
  if (!state || state.toUpperCase() === ALL_STATES) {
    return { path: 'chillingUnitService/sites/chillingUnits/chillingState', query: { chillingUnitStates: ALL_STATES, ...query } };
  }
  return { path: `chillingUnitService/sites/chillingUnits/${encodeURIComponent(state)}`, query };
}

export async function getBmcStates(f: BmcStateFilter, page: number, size: number, signal?: AbortSignal): Promise<Page<BmcState>> {
  const { path, query } = bmcStatesRequest(f, page, size);
  return pageSchema.parse(await api<unknown>(path, { query, signal }));
}

/** The table's fetcher (the server orders by site name then BMC id). */
export function bmcStatesFetcher(f: BmcStateFilter): PageFetcher<BmcState> {
  return (page, size, _sort, signal) => getBmcStates(f, page, size, signal);
}
