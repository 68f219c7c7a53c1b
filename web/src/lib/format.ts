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
