/**
 * The delivery log's filters: a date range (the user's local days), the
 * channel, the status, the recipient and the alert type, each optional.
 * They live in the URL query (from and to as yyyy-MM-dd, channel, status,
 * userName, alertType; the table adds page and size), so a filtered log can
 * be reloaded and shared.
 */
import { z } from 'zod';
import { endOfDay, format, isValid, parse, startOfDay } from 'date-fns';
import type { DeliveryQuery } from '@/features/notifications/api/get-deliveries';

export interface DeliveryFilterValues {
  from: Date | null;
  to: Date | null;
  channel: string;
  status: string;
  userName: string;
  alertType: string;
}

/** The URL keys of the filters. */
export const FILTER_KEYS = ['from', 'to', 'channel', 'status', 'userName', 'alertType'] as const;

export const EMPTY_FILTER: DeliveryFilterValues = { from: null, to: null, channel: '', status: '', userName: '', alertType: '' };

const DAY = 'yyyy-MM-dd';
const present = (d: Date | null): d is Date => d instanceof Date && isValid(d);

export function deliveryFilterIssues(v: DeliveryFilterValues): { path: (keyof DeliveryFilterValues)[]; message: string }[] {
  if (present(v.from) && present(v.to) && startOfDay(v.to) < startOfDay(v.from)) {
    return [{ path: ['to'], message: 'notifications.deliveries.validation.order' }];
  }
  return [];
}

export const deliveryFilterSchema = z
  .custom<DeliveryFilterValues>((v) => typeof v === 'object' && v !== null)
  .superRefine((v, ctx) => {
    for (const issue of deliveryFilterIssues(v)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

function readDay(s: string | null): Date | null {
  if (!s) return null;
  const d = parse(s, DAY, new Date());
  return isValid(d) ? d : null;
}

/** The filters the URL holds (none by default: the newest rows). */
export function filterFromParams(params: URLSearchParams): DeliveryFilterValues {
  return {
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
    channel: params.get('channel') ?? '',
    status: params.get('status') ?? '',
    userName: params.get('userName')?.trim() ?? '',
    alertType: params.get('alertType') ?? '',
  };
}

/** The URL query of the filters, without the empty ones. */
export function filterToParams(v: DeliveryFilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (present(v.from)) out.from = format(v.from, DAY);
  if (present(v.to)) out.to = format(v.to, DAY);
  if (v.channel) out.channel = v.channel;
  if (v.status) out.status = v.status;
  if (v.userName.trim()) out.userName = v.userName.trim();
  if (v.alertType) out.alertType = v.alertType;
  return out;
}

/** The call's query: the range from the start of the first day to the end of the last (local time). */
export function toDeliveryQuery(v: DeliveryFilterValues): DeliveryQuery {
  const q: DeliveryQuery = {};
  if (present(v.from)) q.from = startOfDay(v.from).toISOString();
  if (present(v.to)) q.to = endOfDay(v.to).toISOString();
  if (v.channel) q.channel = v.channel;
  if (v.status) q.status = v.status;
  if (v.userName) q.userName = v.userName;
  if (v.alertType) q.alertType = v.alertType;
  return q;
}
