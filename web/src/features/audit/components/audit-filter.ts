/**
 * The audit log's filters: a date range (the user's local days), the
 * actor's name, an action and a kind of object, each optional. They live
 * in the URL query (from and to as yyyy-MM-dd, actor, action, object; the
 * table adds page and size), so a filtered list can be reloaded and shared.
 */
import { z } from 'zod';
import { endOfDay, format, isValid, parse, startOfDay } from 'date-fns';
import type { AuditQuery } from '@/features/audit/api/get-audit-entries';

export interface AuditFilterValues {
  from: Date | null;
  to: Date | null;
  actor: string;
  action: string;
  object: string;
}

/** The URL keys of the filters. */
export const FILTER_KEYS = ['from', 'to', 'actor', 'action', 'object'] as const;

export const EMPTY_FILTER: AuditFilterValues = { from: null, to: null, actor: '', action: '', object: '' };

const DAY = 'yyyy-MM-dd';
const present = (d: Date | null): d is Date => d instanceof Date && isValid(d);

export function auditFilterIssues(v: AuditFilterValues): { path: (keyof AuditFilterValues)[]; message: string }[] {
  if (present(v.from) && present(v.to) && startOfDay(v.to) < startOfDay(v.from)) {
    return [{ path: ['to'], message: 'audit.validation.order' }];
  }
  return [];
}

export const auditFilterSchema = z
  .custom<AuditFilterValues>((v) => typeof v === 'object' && v !== null)
  .superRefine((v, ctx) => {
    for (const issue of auditFilterIssues(v)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

function readDay(s: string | null): Date | null {
  if (!s) return null;
  const d = parse(s, DAY, new Date());
  return isValid(d) ? d : null;
}

/** The filters the URL holds (none by default: the newest entries). */
export function filterFromParams(params: URLSearchParams): AuditFilterValues {
  return {
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
    actor: params.get('actor')?.trim() ?? '',
    action: params.get('action') ?? '',
    object: params.get('object') ?? '',
  };
}

/** The URL query of the filters, without the empty ones. */
export function filterToParams(v: AuditFilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (present(v.from)) out.from = format(v.from, DAY);
  if (present(v.to)) out.to = format(v.to, DAY);
  if (v.actor.trim()) out.actor = v.actor.trim();
  if (v.action) out.action = v.action;
  if (v.object) out.object = v.object;
  return out;
}

/** The call's query: the range from the start of the first day to the end of the last (local time). */
export function toAuditQuery(v: AuditFilterValues, orgName: string): AuditQuery {
  const q: AuditQuery = {};
  if (orgName) q.orgName = orgName;
  if (present(v.from)) q.from = startOfDay(v.from).toISOString();
  if (present(v.to)) q.to = endOfDay(v.to).toISOString();
  if (v.actor) q.actor = v.actor;
  if (v.action) q.action = v.action;
  if (v.object) q.object = v.object;
  return q;
}
