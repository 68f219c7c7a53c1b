/**
 * The record search (spec 02 §2, §5): a chilling unit is required, and a
 * date range (the last 30 days unless the URL says otherwise). The search
 * lives in the URL query: site, unit, from and to (yyyy-MM-dd, local days).
 */
import { z } from 'zod';
import { endOfDay, format, isValid, parse, startOfDay, subDays } from 'date-fns';
import type { UnitRecordsQuery } from '@/features/maintenance/api/get-unit-records';

export const DEFAULT_RANGE_DAYS = 30;
const DAY = 'yyyy-MM-dd';

export interface SearchValues {
  siteId: string;
  chillingUnitUuid: string;
  from: Date | null;
  to: Date | null;
}

export const SEARCH_MESSAGES = {
  unitRequired: 'maintenance.validation.unitRequired',
  fromRequired: 'maintenance.validation.fromRequired',
  toRequired: 'maintenance.validation.toRequired',
  dateInvalid: 'maintenance.validation.dateInvalid',
  rangeOrder: 'maintenance.validation.rangeOrder',
} as const;

const M = SEARCH_MESSAGES;
const invalid = (d: Date | null) => d instanceof Date && Number.isNaN(d.getTime());

export function searchIssues(v: SearchValues): { path: string[]; message: string }[] {
  const out: { path: string[]; message: string }[] = [];
  if (!v.chillingUnitUuid) out.push({ path: ['chillingUnitUuid'], message: M.unitRequired });
  if (invalid(v.from)) out.push({ path: ['from'], message: M.dateInvalid });
  else if (!v.from) out.push({ path: ['from'], message: M.fromRequired });
  if (invalid(v.to)) out.push({ path: ['to'], message: M.dateInvalid });
  else if (!v.to) out.push({ path: ['to'], message: M.toRequired });
  if (v.from && v.to && !invalid(v.from) && !invalid(v.to) && startOfDay(v.to) < startOfDay(v.from)) {
    out.push({ path: ['to'], message: M.rangeOrder });
  }
  return out;
}

export const searchSchema = z
  .custom<SearchValues>((v) => typeof v === 'object' && v !== null)
  .superRefine((v, ctx) => {
    for (const issue of searchIssues(v)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

function readDay(s: string | null): Date | null {
  if (!s) return null;
  const d = parse(s, DAY, new Date());
  return isValid(d) ? d : null;
}

/** The search the URL holds, the last 30 days when it names no dates. */
export function searchFromParams(params: URLSearchParams, now: Date = new Date()): SearchValues {
  return {
    siteId: params.get('site') ?? '',
    chillingUnitUuid: params.get('unit') ?? '',
    from: readDay(params.get('from')) ?? startOfDay(subDays(now, DEFAULT_RANGE_DAYS)),
    to: readDay(params.get('to')) ?? startOfDay(now),
  };
}

/** The URL query of a search (page and size left to the table). */
export function searchToParams(v: SearchValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (v.siteId) out.site = v.siteId;
  if (v.chillingUnitUuid) out.unit = v.chillingUnitUuid;
  if (v.from) out.from = format(v.from, DAY);
  if (v.to) out.to = format(v.to, DAY);
  return out;
}

/** The list call's query: the unit, and the range from the start of the first day to the end of the last (local time). */
export function toUnitRecordsQuery(v: SearchValues): UnitRecordsQuery | null {
  const { from, to } = v;
  if (searchIssues(v).length > 0 || !from || !to) return null;
  return {
    chillingUnitUuid: v.chillingUnitUuid,
    startDate: startOfDay(from).toISOString(),
    endDate: endOfDay(to).toISOString(),
  };
}
