/**
 * What an alert list shows, read from its route (spec 03 §2 "Alert
 * lists"): the category (an alert type, other, all, critical or info) gives
 * the alert types; the URL gives hours, date, sites, chillingUnits and the
 * status filter. A list filtered by status goes through the search call,
 * any other through the selected alerts call.
 */
import type { PageFetcher } from '@/components/data-table/data-table-types';
import type { AlertRow } from '@/features/monitoring/api/alert-row';
import { getSelectedAlerts, type AlertListQuery } from '@/features/monitoring/api/get-selected-alerts';
import { listSearchBody, searchAlerts } from '@/features/monitoring/api/search-alerts';

/** The server's names of the alert groups. */
export const GROUPS = { all: 'All Alerts', critical: 'Critical Alerts', info: 'Info Alerts' } as const;

/** The statuses of the filter. */
export const ALERT_STATUSES = ['active', 'cleared', 'acknowledged', 'unacknowledged'] as const;

/** How many of the window's first critical types "other" leaves out (the alerts card shows them). */
export const TOP_TYPES = 3;

export type CategoryKind = 'all' | 'critical' | 'info' | 'other' | 'type';

/** The kind of a list's category; the groups' own names are accepted too. */
export function categoryKind(category: string): CategoryKind {
  const c = category.trim().toLowerCase();
  if (c === '' || c === 'all' || c === GROUPS.all.toLowerCase()) return 'all';
  if (c === 'critical' || c === GROUPS.critical.toLowerCase()) return 'critical';
  if (c === 'info' || c === GROUPS.info.toLowerCase()) return 'info';
  if (c === 'other') return 'other';
  return 'type';
}

/**
 * The alertTypes and toExclude of a category: a group, one type, or for
 * "other" every critical type but the window's first three.
 */
export function alertTypesFor(category: string, topTypes: string[] = []): { alertTypes: string[]; toExclude: boolean } {
  switch (categoryKind(category)) {
    case 'all':
      return { alertTypes: [GROUPS.all], toExclude: false };
    case 'critical':
      return { alertTypes: [GROUPS.critical], toExclude: false };
    case 'info':
      return { alertTypes: [GROUPS.info], toExclude: false };
    case 'other':
      return { alertTypes: topTypes.slice(0, TOP_TYPES), toExclude: true };
    case 'type':
      return { alertTypes: [category.trim()], toExclude: false };
  }
}

/** The window's hours from the URL: 0 to 120, else 24. */
export function hoursParam(raw: string | null): number {
  if (raw === null || !/^\d{1,3}$/.test(raw.trim())) return 24;
  const n = Number(raw);
  return n <= 120 ? n : 24;
}

/** A comma list from the URL, without empty entries. */
export function listParam(raw: string | null): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A status of the filter, '' when none or unknown. */
export function statusParam(raw: string | null): string {
  const s = (raw ?? '').trim().toLowerCase();
  return (ALERT_STATUSES as readonly string[]).includes(s) ? s : '';
}

/** The table's fetcher: the search when a status is chosen, else the selected alerts call. */
export function alertListFetcher(q: AlertListQuery): PageFetcher<AlertRow> {
  return (page, size, _sort, signal) =>
    q.status ? searchAlerts(listSearchBody(q, page, size), signal) : getSelectedAlerts(q, page, size, signal);
}
