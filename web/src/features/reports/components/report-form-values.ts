/**
 * The report form's rules (spec 03 §2, §5) as pure functions: the sites
 * sorted by name, the chilling units of the chosen sites (their union,
 * de-duplicated by unit), the default period (yesterday to today), the
 * maximum date (today), the start-after-end check and the query.
 */
import { format, isValid, startOfDay, subDays } from 'date-fns';
import type { Site, Unit } from '@/lib/sites';
import type { ReportQuery } from '@/features/reports/api/get-report-rows';
import { wallClockIn } from '@/lib/format';

export interface ReportFormValues {
  siteIds: string[];
  unitIds: string[];
  fromDate: Date | null;
  toDate: Date | null;
}

/** The sites by name (then id), as the site select lists them. */
export function sortedSites(sites: readonly Site[] | undefined): Site[] {
  return [...(sites ?? [])].sort(
    (a, b) => a.siteName.localeCompare(b.siteName, undefined, { sensitivity: 'base' }) || a.siteId.localeCompare(b.siteId),
  );
}

/** A unit's key: its uuid (what the report takes), else its id. */
export function unitKey(u: Unit): string {
  return u.chillingUnitUuid || u.chillingUnitId;
}

/** The chosen sites' chilling units, once each, in the sites' order. */
export function unitsOf(sites: readonly Site[] | undefined, siteIds: readonly string[]): Unit[] {
  const chosen = new Set(siteIds);
  const seen = new Set<string>();
  const out: Unit[] = [];
  for (const s of sortedSites(sites)) {
    if (!chosen.has(s.siteId)) continue;
    for (const u of s.chillingUnitMonitoringDetailsList) {
      const key = unitKey(u);
      if (!u.chillingUnitUuid || seen.has(key)) continue;
      seen.add(key);
      out.push(u);
    }
  }
  return out;
}

/** Today: the latest of the browser's and the chosen sites' dates (a site may be a day ahead). */
export function todayFor(zones: readonly string[], now: Date): Date {
  let today = startOfDay(now);
  for (const z of zones) {
    const there = startOfDay(wallClockIn(now, z));
    if (there > today) today = there;
  }
  return today;
}

/** The default period: yesterday to today. */
export function defaultPeriod(now: Date): { fromDate: Date; toDate: Date } {
  return { fromDate: startOfDay(subDays(now, 1)), toDate: startOfDay(now) };
}

const usable = (d: Date | null): d is Date => d instanceof Date && isValid(d);

/** True when a site, a unit or a date is missing ('All fields are required!'). */
export function somethingMissing(v: ReportFormValues): boolean {
  return v.siteIds.length === 0 || v.unitIds.length === 0 || !usable(v.fromDate) || !usable(v.toDate);
}

/**
 * Which date a change put in the wrong order: 'start' when the start moved
 * after the end, 'end' when the end moved before the start; null when the
 * dates are in order (or one is not a date yet).
 */
export function misordered(
  prev: { fromDate: Date | null; toDate: Date | null },
  next: { fromDate: Date | null; toDate: Date | null },
): 'start' | 'end' | null {
  if (!usable(next.fromDate) || !usable(next.toDate)) return null;
  if (startOfDay(next.fromDate) <= startOfDay(next.toDate)) return null;
  const same = (a: Date | null, b: Date | null) => (usable(a) && usable(b) ? a.getTime() === b.getTime() : a === b);
  return same(prev.fromDate, next.fromDate) ? 'end' : 'start';
}

export const QUERY_DATE = 'yyyy-MM-dd';

/** The report's query for complete form values. */
export function toReportQuery(v: ReportFormValues, orgName: string): ReportQuery {
  return {
    orgName,
    uuids: [...v.unitIds],
    fromDate: format(v.fromDate as Date, QUERY_DATE),
    toDate: format(v.toDate as Date, QUERY_DATE),
  };
}
