/**
 * The alerts search (spec 03 §2 "Alerts Search", §5, §7): chilling units
 * (one at least) and a start and end date, each required with the spec's
 * messages, the end not before the start. The choice lives in the URL
 * (units, start, end as yyyy-MM-dd); the request asks for every alert type
 * of the units (and their sites) from the start of the start date to the
 * end of the end date.
 */
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { endOfDay, format, isValid, parse, startOfDay, subDays } from 'date-fns';
import { MONITORING_PAGING, type ExportRequest } from '@/components/data-table/export-xlsx';
import type { AlertRow } from '@/features/monitoring/api/alert-row';
import { SEARCH_ALERTS_PATH, type AlertSearchBody } from '@/features/monitoring/api/search-alerts';
import type { Site } from '@/lib/sites';

export interface AlertsSearchValues {
  units: string[];
  startDate: Date | null;
  endDate: Date | null;
}

const V = 'monitoring.alertsSearch.validation';
export const ALERTS_SEARCH_MESSAGES = {
  unit: `${V}.unit`,
  startDate: `${V}.startDate`,
  endDate: `${V}.endDate`,
  order: `${V}.order`,
} as const;

const present = (d: Date | null): d is Date => d instanceof Date && isValid(d);

export function alertsSearchIssues(v: AlertsSearchValues): { path: (keyof AlertsSearchValues)[]; message: string }[] {
  const out: { path: (keyof AlertsSearchValues)[]; message: string }[] = [];
  if (!v.units || v.units.length === 0) out.push({ path: ['units'], message: ALERTS_SEARCH_MESSAGES.unit });
  if (!present(v.startDate)) out.push({ path: ['startDate'], message: ALERTS_SEARCH_MESSAGES.startDate });
  if (!present(v.endDate)) out.push({ path: ['endDate'], message: ALERTS_SEARCH_MESSAGES.endDate });
  if (present(v.startDate) && present(v.endDate) && startOfDay(v.endDate) < startOfDay(v.startDate)) {
    out.push({ path: ['endDate'], message: ALERTS_SEARCH_MESSAGES.order });
  }
  return out;
}

export const alertsSearchSchema = z
  .custom<AlertsSearchValues>((v) => typeof v === 'object' && v !== null)
  .superRefine((v, ctx) => {
    for (const issue of alertsSearchIssues(v)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

const URL_DATE = 'yyyy-MM-dd';

function readDate(s: string | null): Date | null {
  if (!s) return null;
  const d = parse(s, URL_DATE, new Date());
  return isValid(d) ? d : null;
}

/** The form's values from the URL; yesterday to today when it has no dates. */
export function searchFromUrl(params: URLSearchParams, today: Date): AlertsSearchValues {
  const units = (params.get('units') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    units,
    startDate: readDate(params.get('start')) ?? startOfDay(subDays(today, 1)),
    endDate: readDate(params.get('end')) ?? startOfDay(today),
  };
}

/** The URL of a submitted search. */
export function searchToUrl(v: AlertsSearchValues): URLSearchParams {
  return new URLSearchParams({
    units: v.units.join(','),
    start: v.startDate ? format(v.startDate, URL_DATE) : '',
    end: v.endDate ? format(v.endDate, URL_DATE) : '',
  });
}

/** True when the URL holds a search to run (a unit and both dates, in order). */
export function isRunnable(v: AlertsSearchValues): boolean {
  return alertsSearchIssues(v).length === 0;
}

/** The sites of the chosen units, each once. */
export function sitesOfUnits(sites: Site[], units: string[]): string[] {
  const chosen = new Set(units);
  return sites.filter((s) => s.chillingUnitMonitoringDetailsList.some((u) => chosen.has(u.chillingUnitUuid))).map((s) => s.siteUUID);
}

/**
 * The search's body (spec 03 §7): every alert type of the units and their
 * sites in the 24-hour window replaced by the dates, the start of the start
 * date to the end of the end date (the browser's days), as ISO instants.
 */
export function searchBody(v: AlertsSearchValues, siteUuids: string[]): Omit<AlertSearchBody, 'pagingState' | 'pageSize' | 'pagingSize'> {
  const { startDate, endDate } = v;
  // Only a runnable search (isRunnable) is sent, and it has both dates.
  if (!startDate || !endDate) throw new Error('searchBody: the search has no start or end date');
  return {
    alertTypes: ['All Alerts'],
    chillingUnitUuids: v.units,
    siteUuids,
    hour: 24,
    startDate: startOfDay(startDate).toISOString(),
    endDate: endOfDay(endDate).toISOString(),
    toExclude: true,
  };
}

/** A unit's alerts: its id, site and rows, in the order the search answered. */
export interface AlertGroup {
  chillingUnitId: string;
  chillingUnitUUID: string;
  siteName: string;
  siteId: string;
  rows: AlertRow[];
}

/** Groups the rows by chilling unit, the first unit answered first. */
export function groupByUnit(rows: AlertRow[]): AlertGroup[] {
  const groups = new Map<string, AlertGroup>();
  for (const r of rows) {
    const key = r.chillingUnitUUID || r.chillingUnitId;
    let g = groups.get(key);
    if (!g) {
      g = { chillingUnitId: r.chillingUnitId, chillingUnitUUID: r.chillingUnitUUID, siteName: r.siteName, siteId: r.siteId, rows: [] };
      groups.set(key, g);
    }
    g.rows.push(r);
  }
  return [...groups.values()];
}

const C = 'monitoring.alertsSearch.columns';

/**
 * The search's export (alertsSearch.xlsx): the same search re-run by the
 * server's table export, one row per alert with its unit and site, the
 * level and type by their names, the stage a number and the time a date on
 * the site's clock.
 */
export function alertsSearchExport(v: AlertsSearchValues, siteUuids: string[], t: TFunction, filter?: AlertFilter): ExportRequest {
  // The filtered result: the level's group or the one type, not excluded.
  const filtered = !!filter && (filter.level !== 'ALL' || filter.type !== '');
  const body = filtered
    ? { ...searchBody(v, siteUuids), alertTypes: filterAlertTypes(filter), toExclude: false }
    : searchBody(v, siteUuids);
  return {
    path: SEARCH_ALERTS_PATH,
    method: 'POST',
    body,
    rows: 'content.RESULT',
    paging: MONITORING_PAGING,
    fileName: 'alertsSearch',
    columns: [
      { field: 'chillingUnitId', header: t(`${C}.chillingUnitId`) },
      { field: 'siteName', header: t(`${C}.siteName`) },
      { field: 'siteId', header: t(`${C}.siteId`) },
      { field: 'alertLevel', header: t(`${C}.alertLevel`), type: 'level' },
      { field: 'alertType', header: t(`${C}.alertType`), type: 'alertType' },
      { field: 'stage', header: t(`${C}.stage`), type: 'number' },
      { field: 'alertMessage', header: t(`${C}.alertMessage`) },
      { field: 'occurredOn', header: t(`${C}.occurredOn`), type: 'datetime', arg: 'zoneId' },
      { field: 'zoneId', header: t('monitoring.timeZone') },
    ],
  };
}

/**
 * The result's filter (in the URL: level, type): a level — critical (the
 * default: what needs action), info, or all — and optionally one alert
 * type of that level.
 */
export type LevelFilter = 'CRITICAL' | 'INFO' | 'ALL';
export const LEVELS: LevelFilter[] = ['CRITICAL', 'INFO', 'ALL'];

export interface AlertFilter {
  level: LevelFilter;
  type: string;
}

export function filterFromUrl(params: URLSearchParams): AlertFilter {
  const level = (params.get('level') ?? '').toUpperCase();
  return { level: (LEVELS as string[]).includes(level) ? (level as LevelFilter) : 'CRITICAL', type: params.get('type') ?? '' };
}

/** The URL with a filter set, the search kept. */
export function filterToUrl(params: URLSearchParams, f: AlertFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('level', f.level);
  if (f.type) next.set('type', f.type);
  else next.delete('type');
  return next;
}

const levelOf = (r: AlertRow) => (r.alertLevel.toUpperCase() === 'CRITICAL' ? 'CRITICAL' : 'INFO');

/** The rows a filter keeps. */
export function applyFilter(rows: AlertRow[], f: AlertFilter): AlertRow[] {
  return rows.filter((r) => (f.level === 'ALL' || levelOf(r) === f.level) && (!f.type || r.alertType === f.type));
}

/** The rows by level: critical, info and all. */
export function levelCounts(rows: AlertRow[]): Record<LevelFilter, number> {
  const critical = rows.filter((r) => levelOf(r) === 'CRITICAL').length;
  return { CRITICAL: critical, INFO: rows.length - critical, ALL: rows.length };
}

/** The alert types of a level in the result, with their display name and count, most first. */
export function typeOptions(rows: AlertRow[], level: LevelFilter): { type: string; name: string; count: number }[] {
  const by = new Map<string, { type: string; name: string; count: number }>();
  for (const r of rows) {
    if (level !== 'ALL' && levelOf(r) !== level) continue;
    const o = by.get(r.alertType) ?? { type: r.alertType, name: r.alertDisplayName || r.alertType, count: 0 };
    o.count++;
    by.set(r.alertType, o);
  }
  return [...by.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The rows of a group shown at once; more page inside the group. */
export const GROUP_PAGE_SIZE = 20;

/** The export's alert types for a filter: the type, else the level's group. */
export function filterAlertTypes(f: AlertFilter): string[] {
  if (f.type) return [f.type];
  return [f.level === 'CRITICAL' ? 'Critical Alerts' : f.level === 'INFO' ? 'Info Alerts' : 'All Alerts'];
}
