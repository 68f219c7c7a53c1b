/**
 * The chilling graph's choice (spec 03 §2 "Chilling graph"): a site, one of
 * its chilling units and a period, all required, the end after the start.
 * The unit and period live in the URL (chillingUnitUUID; start and end as
 * 'yyyy-MM-ddTHH:mm' on the site's clock; the site in the path of
 * /bmcgraph/:siteId, else siteId); without a period the graph shows the
 * last 24 hours.
 */
import { z } from 'zod';
import { format, isValid, parse, startOfDay, startOfMinute, subHours } from 'date-fns';

export interface GraphValues {
  siteId: string;
  chillingUnitUuid: string;
  startDate: Date | null;
  startTime: Date | null;
  endDate: Date | null;
  endTime: Date | null;
}

const V = 'analytics.graph.validation';
export const GRAPH_MESSAGES = {
  site: `${V}.site`,
  unit: `${V}.unit`,
  startDate: `${V}.startDate`,
  startTime: `${V}.startTime`,
  endDate: `${V}.endDate`,
  endTime: `${V}.endTime`,
  order: `${V}.order`,
} as const;

/** The default period's length (spec 03: the last 24 hours). */
export const DEFAULT_HOURS = 24;

const URL_FORMAT = "yyyy-MM-dd'T'HH:mm";

function readUrlTime(s: string | null): Date | null {
  if (!s) return null;
  const d = parse(s, URL_FORMAT, new Date());
  return isValid(d) ? d : null;
}

/** A date's day at a time's hour and minute. */
export function combine(date: Date | null, time: Date | null): Date | null {
  if (!date || !time || !isValid(date) || !isValid(time)) return null;
  const d = new Date(date);
  d.setHours(time.getHours(), time.getMinutes(), 0, 0);
  return d;
}

/** The choice the route holds; the last 24 hours up to `now` (the site's clock) without a period. */
export function graphFromRoute(
  ids: { siteId: string; chillingUnitUuid: string },
  query: { start: string | null; end: string | null },
  now: Date,
): GraphValues {
  const end = readUrlTime(query.end) ?? startOfMinute(now);
  const start = readUrlTime(query.start) ?? subHours(end, DEFAULT_HOURS);
  return { ...ids, startDate: startOfDay(start), startTime: start, endDate: startOfDay(end), endTime: end };
}

/** The period as the URL keeps it. */
export function periodToUrl(v: GraphValues): { start: string; end: string } | null {
  const start = combine(v.startDate, v.startTime);
  const end = combine(v.endDate, v.endTime);
  return start && end ? { start: format(start, URL_FORMAT), end: format(end, URL_FORMAT) } : null;
}

/** The period as the server reads it: the site's date-times without zone, the end minute whole. */
export function periodToQuery(v: GraphValues): { startTime: string; endTime: string } | null {
  const start = combine(v.startDate, v.startTime);
  const end = combine(v.endDate, v.endTime);
  if (!start || !end || end <= start) return null;
  return { startTime: format(start, "yyyy-MM-dd'T'HH:mm:ss"), endTime: format(end, "yyyy-MM-dd'T'HH:mm':59'") };
}

const present = (d: Date | null) => d instanceof Date && isValid(d);

export function graphIssues(v: GraphValues): { path: (keyof GraphValues)[]; message: string }[] {
  const out: { path: (keyof GraphValues)[]; message: string }[] = [];
  if (!v.siteId) out.push({ path: ['siteId'], message: GRAPH_MESSAGES.site });
  if (!v.chillingUnitUuid) out.push({ path: ['chillingUnitUuid'], message: GRAPH_MESSAGES.unit });
  for (const k of ['startDate', 'startTime', 'endDate', 'endTime'] as const) {
    if (!present(v[k])) out.push({ path: [k], message: GRAPH_MESSAGES[k] });
  }
  const start = combine(v.startDate, v.startTime);
  const end = combine(v.endDate, v.endTime);
  if (start && end && end <= start) {
    const sameDay = startOfDay(start).getTime() === startOfDay(end).getTime();
    out.push({ path: [sameDay ? 'endTime' : 'endDate'], message: GRAPH_MESSAGES.order });
  }
  return out;
}

export const graphSchema = z
  .custom<GraphValues>((v) => typeof v === 'object' && v !== null)
  .superRefine((v, ctx) => {
    for (const issue of graphIssues(v)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
