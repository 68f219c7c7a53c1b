/**
 * The device data form (spec 03 §2, §5): site, chilling unit, start date
 * and time, end date and time, all required with the spec's messages.
 *
 * The choice lives in the URL: the site and unit in the path
 * (/[monitoring/]totalsites/site-details/{siteId}/device-data/{unitUuid};
 * the menu's literal 'siteId' and 'chillingUnitId' mean nothing chosen yet)
 * and the window in the query (start, end: 'yyyy-MM-ddTHH:mm'). The dates
 * and times are the site's local time: they go to the server without zone.
 * Without a window in the URL it is the start of yesterday to now, on the
 * site's clock once the site is known.
 */
import { z } from 'zod';
import { format, isValid, parse, startOfDay, startOfMinute, subDays } from 'date-fns';

export interface SearchValues {
  siteId: string;
  chillingUnitUuid: string;
  startDate: Date | null;
  startTime: Date | null;
  endDate: Date | null;
  endTime: Date | null;
}

const P = 'monitoring.deviceData.validation';
export const SEARCH_MESSAGES = {
  site: `${P}.site`,
  unit: `${P}.unit`,
  startDate: `${P}.startDate`,
  startTime: `${P}.startTime`,
  endDate: `${P}.endDate`,
  endTime: `${P}.endTime`,
  order: `${P}.order`,
} as const;

/** The menu entry's placeholders (spec 01 §2.2) and the route's own names. */
const PLACEHOLDERS = new Set(['siteid', 'chillingunitid', 'chillingunituuid', ':siteid', ':chillingunituuid']);

/** A route parameter, '' when absent or a placeholder. */
export function routeValue(v: string | undefined): string {
  const s = (v ?? '').trim();
  return PLACEHOLDERS.has(s.toLowerCase()) ? '' : s;
}

/** Where the screen shows a choice: under /monitoring when it was opened there. */
export function deviceDataRoute(monitoring: boolean, siteId: string, unitUuid: string): string {
  const enc = (s: string, placeholder: string) => encodeURIComponent(s || placeholder);
  return `${monitoring ? '/monitoring' : ''}/totalsites/site-details/${enc(siteId, 'siteId')}/device-data/${enc(unitUuid, 'chillingUnitId')}`;
}

const URL_FORMAT = "yyyy-MM-dd'T'HH:mm";

function readUrlTime(s: string | null): Date | null {
  if (!s) return null;
  const d = parse(s, URL_FORMAT, new Date());
  return isValid(d) ? d : null;
}

/**
 * Now on the site's clock, as a Date whose local fields are the site's
 * wall-clock time (the form's dates and times are the site's); the
 * browser's clock when the zone is unknown.
 */
export function nowAt(zoneId: string | undefined, now: Date): Date {
  if (!zoneId) return now;
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zoneId,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(now)
        .map((p) => [p.type, p.value]),
    );
    return new Date(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour) % 24,
      Number(parts.minute),
      Number(parts.second),
    );
  } catch {
    return now;
  }
}

/** The default window: the start of yesterday to now (to the minute). */
export function defaultWindow(now: Date): { start: Date; end: Date } {
  return { start: startOfDay(subDays(now, 1)), end: startOfMinute(now) };
}

/** The choice the route holds; the default window when the URL has none. */
export function searchFromRoute(
  params: { siteId?: string; chillingUnitUUID?: string },
  query: { start: string | null; end: string | null },
  now: Date,
): SearchValues {
  const fallback = defaultWindow(now);
  const start = readUrlTime(query.start) ?? fallback.start;
  const end = readUrlTime(query.end) ?? fallback.end;
  return {
    siteId: routeValue(params.siteId),
    chillingUnitUuid: routeValue(params.chillingUnitUUID),
    startDate: startOfDay(start),
    startTime: start,
    endDate: startOfDay(end),
    endTime: end,
  };
}

/** A date's day at a time's hour and minute. */
export function combine(date: Date | null, time: Date | null): Date | null {
  if (!date || !time || !isValid(date) || !isValid(time)) return null;
  const d = new Date(date);
  d.setHours(time.getHours(), time.getMinutes(), 0, 0);
  return d;
}

/** The window as the URL keeps it. */
export function windowToUrl(v: SearchValues): { start: string; end: string } | null {
  const start = combine(v.startDate, v.startTime);
  const end = combine(v.endDate, v.endTime);
  return start && end ? { start: format(start, URL_FORMAT), end: format(end, URL_FORMAT) } : null;
}

/**
 * The window as the server takes it: site-local date-times without zone,
 * the end minute included whole.
 */
export function windowToQuery(v: SearchValues): { startTime: string; endTime: string } | null {
  const start = combine(v.startDate, v.startTime);
  const end = combine(v.endDate, v.endTime);
  if (!start || !end || end < start) return null;
  return { startTime: format(start, "yyyy-MM-dd'T'HH:mm:ss"), endTime: format(end, "yyyy-MM-dd'T'HH:mm':59.999'") };
}

const present = (d: Date | null) => d instanceof Date;

/** Every rule of the form: each field required (spec 03 §5), and the end not before the start. */
export function searchIssues(v: SearchValues): { path: (keyof SearchValues)[]; message: string }[] {
  const out: { path: (keyof SearchValues)[]; message: string }[] = [];
  if (!v.siteId) out.push({ path: ['siteId'], message: SEARCH_MESSAGES.site });
  if (!v.chillingUnitUuid) out.push({ path: ['chillingUnitUuid'], message: SEARCH_MESSAGES.unit });
  for (const k of ['startDate', 'startTime', 'endDate', 'endTime'] as const) {
    if (!present(v[k])) out.push({ path: [k], message: SEARCH_MESSAGES[k] });
  }
  const start = combine(v.startDate, v.startTime);
  const end = combine(v.endDate, v.endTime);
  if (start && end && end < start) {
    const sameDay = startOfDay(start).getTime() === startOfDay(end).getTime();
    out.push({ path: [sameDay ? 'endTime' : 'endDate'], message: SEARCH_MESSAGES.order });
  }
  return out;
}

export const searchSchema = z
  .custom<SearchValues>((v) => typeof v === 'object' && v !== null)
  .superRefine((v, ctx) => {
    for (const issue of searchIssues(v)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
