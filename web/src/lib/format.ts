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
