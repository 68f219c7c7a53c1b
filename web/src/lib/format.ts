/** Display formats shared by every screen (spec §9). */
import { format, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import type { Language } from '@/lib/i18n';

/** The header clock and timestamps: 'dd MMM yyyy - HH:mm:ss'. */
export const DATE_TIME_FORMAT = 'dd MMM yyyy - HH:mm:ss';
/** Date pickers' default format (spec §2.7) and month format. */
export const DATE_FORMAT = 'dd MMM  yyyy';
export const MONTH_FORMAT = 'MMMM yyyy';

/** The date-fns locale of a console language. */
export function dateFnsLocale(lang: Language): Locale {
  return lang === 'fr' ? fr : enUS;
}

/** Formats a date as 'dd MMM yyyy - HH:mm:ss' in the given language. */
export function formatDateTime(date: Date | number, lang: Language = 'en'): string {
  return format(date, DATE_TIME_FORMAT, { locale: dateFnsLocale(lang) });
}

/** The BMC list's and alert lists' times: 'dd MMM yyyy - HH:mm'. */
export const ZONED_TIME_FORMAT = 'dd MMM yyyy - HH:mm';

/**
 * The wall-clock time of an instant in a time zone (an IANA name such as
 * Asia/Kolkata), as a Date whose local fields are that zone's: format it
 * with date-fns to write the zone's time. The instant itself when the zone
 * is empty or unknown.
 */
export function wallClockIn(date: Date | number, zoneId: string | undefined): Date {
  const d = typeof date === 'number' ? new Date(date) : date;
  if (!zoneId || Number.isNaN(d.getTime())) return d;
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
        .formatToParts(d)
        .map((p) => [p.type, p.value]),
    );
    return new Date(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour) % 24,
      Number(parts.minute),
      Number(parts.second),
      d.getMilliseconds(),
    );
  } catch {
    return d;
  }
}

/**
 * Writes an instant (RFC 3339 text, epoch ms or a Date) in a site's time
 * zone with a date-fns pattern ('dd MMM yyyy - HH:mm' by default); '' when
 * there is no valid time.
 */
export function formatInZone(
  value: string | number | Date | null | undefined,
  zoneId: string | undefined,
  pattern: string = ZONED_TIME_FORMAT,
  lang: Language = 'en',
): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return format(wallClockIn(d, zoneId), pattern, { locale: dateFnsLocale(lang) });
}

/** The console language of an i18next language code. */
export function languageOf(code: string | undefined): Language {
  return code?.startsWith('fr') ? 'fr' : 'en';
}

/*
 * The console's time rule (docs/monitoring.md "Times"): a time that belongs
 * to a site (a reading, an alert, an acknowledgement) is written on that
 * site's clock, and wherever the site's zone differs from the viewer's the
 * time carries the zone's UTC offset ("17:19 GMT+5:30"); the header clock
 * is the viewer's, with its own offset. Lists are ordered by the instant.
 */

/** The viewer's time zone (the browser's IANA name; '' when the browser names none). */
export function viewerZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** A zone's UTC offset at an instant, as 'GMT+5:30' ('GMT' for UTC); '' for an unknown zone. */
export function zoneOffsetLabel(date: Date | number, zoneId?: string): string {
  const d = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zoneId || undefined, timeZoneName: 'shortOffset' })
      .formatToParts(d)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** Whether a site's zone keeps another clock than the viewer's at an instant. */
export function differsFromViewer(date: Date | number, zoneId: string | undefined): boolean {
  if (!zoneId) return false;
  const site = zoneOffsetLabel(date, zoneId);
  return site !== '' && site !== zoneOffsetLabel(date);
}

/**
 * A site's time on its own clock ('dd MMM yyyy - HH:mm' by default), with
 * the zone's offset when it differs from the viewer's; '' without a valid
 * time.
 */
export function formatSiteTime(
  value: string | number | Date | null | undefined,
  zoneId: string | undefined,
  lang: Language = 'en',
  pattern: string = ZONED_TIME_FORMAT,
): string {
  const text = formatInZone(value, zoneId, pattern, lang);
  if (!text) return '';
  const d = value instanceof Date ? value : new Date(value as string | number);
  return differsFromViewer(d, zoneId) ? `${text} ${zoneOffsetLabel(d, zoneId)}` : text;
}

/** The viewer's clock time 'HH:mm:ss' of an instant (the dashboard's "updated"). */
export function formatClockTime(date: Date | number, lang: Language = 'en'): string {
  return format(date, 'HH:mm:ss', { locale: dateFnsLocale(lang) });
}

/**
 * The shift that moves an instant to its wall clock in a zone read as UTC:
 * a chart drawn in UTC over shifted times puts its day ticks on the zone's
 * midnights and labels them with the zone's time.
 */
export function zoneShift(ms: number, zoneId: string | undefined): number {
  const wall = wallClockIn(ms, zoneId);
  return (
    Date.UTC(
      wall.getFullYear(),
      wall.getMonth(),
      wall.getDate(),
      wall.getHours(),
      wall.getMinutes(),
      wall.getSeconds(),
      wall.getMilliseconds(),
    ) - ms
  );
}
