/**
 * Where the dashboard's counts lead (spec 03 §2 "Dashboard", "Alerts
 * summary card") and how its numbers are shown, as pure functions.
 */
import type { AlertsCount } from '@/features/dashboard/api/get-alerts-count';
import type { StatusCount } from '@/features/dashboard/api/get-status-count';

/** The alert window's hours: 0 to 120, 24 by default (spec 03 §9). */
export const MAX_HOURS = 120;
export const DEFAULT_HOURS = 24;

/** A list's query: page 0, an empty paging state, then the given keys (empty values kept). */
function listQuery(extra: Record<string, string | number>): string {
  const parts = [['page', '0'], ['paging', ''], ...Object.entries(extra).map(([k, v]) => [k, String(v)])];
  return parts.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

/** The BMC status categories of the donut, in order, with the state of their list. */
export const BMC_CATEGORIES = [
  { key: 'chilled', state: 'chilled', color: '#2e7d32' },
  { key: 'chilling', state: 'chilling', color: '#0288d1' },
  { key: 'underChilled', state: 'under chilled', color: '#ed6c02' },
  { key: 'noData', state: 'no_data', color: '#757575' },
  { key: 'others', state: 'others', color: '#7b1fa2' },
] as const;
export type BmcCategory = (typeof BMC_CATEGORIES)[number];

/** The list of one BMC state: /all-bmc/{state}?page=0&paging=&date={date}. */
export function bmcStateLink(state: string, date: string): string {
  return `/all-bmc/${encodeURIComponent(state)}?${listQuery({ date })}`;
}

/** Every BMC: /all-bmc?page=0&paging=&date={date}. */
export function allBmcLink(date: string): string {
  return `/all-bmc?${listQuery({ date })}`;
}

/** The header's BMC count: /all-bmc/ALL?page=0&paging=&date={date}. */
export function bmcCountLink(date: string): string {
  return `/all-bmc/ALL?${listQuery({ date })}`;
}

/** The header's site count: /totalsites?date={date}&paging=&page=0&size=1000. */
export function siteCountLink(date: string): string {
  return `/totalsites?date=${encodeURIComponent(date)}&paging=&page=0&size=1000`;
}

/** An alert category's list: /allalerts/{category}?page=0&paging=&hours={hours}&date={date}. */
export function alertCategoryLink(category: string, hours: number, date: string): string {
  return `/allalerts/${encodeURIComponent(category)}?${listQuery({ hours, date })}`;
}

/** The units of each BMC category; a state the server leaves out counts 0. */
export function bmcCounts(status: StatusCount): { category: BmcCategory; count: number }[] {
  return BMC_CATEGORIES.map((category) => ({ category, count: status.statusCount[category.state] ?? 0 }));
}

/** A percentage with 2 decimals. */
export function percent(value: number): string {
  return value.toFixed(2);
}

/** One line of the alerts card. */
export interface AlertEntry {
  /** The list's category: an alert type, 'other' or 'all'. */
  category: string;
  /** The server's display name of a type; absent for 'other' and 'all' (the card names them). */
  label?: string;
  count: number;
}

/**
 * The alerts card's lines: the first three critical types of the window,
 * then the other critical alerts (the critical total less those three),
 * then all alerts (the total).
 */
export function alertEntries(c: AlertsCount): AlertEntry[] {
  const top = c.categories.slice(0, 3);
  const topTotal = top.reduce((n, x) => n + x.count, 0);
  return [
    ...top.map((x) => ({ category: x.category, label: x.displayName || x.category, count: x.count })),
    { category: 'other', count: Math.max(0, c.critical - topTotal) },
    { category: 'all', count: c.total },
  ];
}

/**
 * The hours typed in the limit input: a whole number from 0 to 120, or null
 * when the text is refused (the input then keeps its value).
 */
export function parseHours(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text);
  return n <= MAX_HOURS ? n : null;
}
