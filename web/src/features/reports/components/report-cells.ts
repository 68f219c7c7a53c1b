/**
 * How a report's cells read (spec 03 §2, §9): dates 'dd MMM yyyy', times
 * 'dd MMM yyyy - HH:mm:ss' on the site's wall clock (the time as the server
 * wrote it, with the site's offset: never converted to the browser's zone),
 * durations as they come (HH:MM:SS), numbers in the UI language, codes
 * (shift, lifting type, CIP type) by their translated name.
 */
import { format } from 'date-fns';
import type { TFunction } from 'i18next';
import { dateFnsLocale, formatDateTime } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import type { FieldKind } from '@/features/reports/api/report-kinds';

const TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The wall-clock time a site-local time names (its offset set aside), or null. */
export function wallTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = TIME.exec(value.trim());
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The offset a time is written with, as 'UTC+05:30' ('UTC' for Z), or ''. */
export function utcOffset(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = TIME.exec(value.trim());
  if (!m?.[7]) return '';
  if (m[7] === 'Z') return 'UTC';
  const o = m[7].includes(':') ? m[7] : `${m[7].slice(0, 3)}:${m[7].slice(3)}`;
  return o === '+00:00' || o === '-00:00' ? 'UTC' : `UTC${o}`;
}

/** A site-local date (yyyy-MM-dd) as a local Date, or null. */
export function localDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = DATE.exec(value.trim()) ?? TIME.exec(value.trim());
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

export const REPORT_DATE_FORMAT = 'dd MMM yyyy';

function numberText(v: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2, useGrouping: false }).format(v);
}

/** A cell's text. */
export function cellText(kind: FieldKind, field: string, value: unknown, lang: Language, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'date': {
      const d = localDate(value);
      return d ? format(d, REPORT_DATE_FORMAT, { locale: dateFnsLocale(lang) }) : String(value);
    }
    case 'time': {
      const d = wallTime(value);
      return d ? formatDateTime(d, lang) : String(value);
    }
    case 'number':
      return typeof value === 'number' ? numberText(value, lang) : String(value);
    case 'code': {
      const code = String(value);
      return t(`reports.values.${field}.${code}`, { defaultValue: code });
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** Orders two cells of a kind (empty cells last). */
export function compareCells(kind: FieldKind, a: unknown, b: unknown): number {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return Number(empty(a)) - Number(empty(b));
  if (kind === 'number' && typeof a === 'number' && typeof b === 'number') return a - b;
  if (kind === 'time') {
    const x = Date.parse(String(a));
    const y = Date.parse(String(b));
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  }
  // Dates (yyyy-MM-dd) and durations (HH:MM:SS, hours padded) order as text.
  const x = String(a);
  const y = String(b);
  if (kind === 'duration' && x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}
