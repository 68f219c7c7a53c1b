import { format as formatDate, type Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';

/** The spec's default date format, two spaces included. */
export const DATE_FORMAT = 'dd MMM  yyyy';
export const MONTH_FORMAT = 'MMMM yyyy';
export const TIME_FORMAT = 'HH:mm';

/** The date-fns locale of a UI language. */
export function dateLocale(language: string | undefined): Locale {
  return language?.startsWith('fr') ? fr : enGB;
}

export function formatIn(date: Date, pattern: string, language: string | undefined): string {
  return formatDate(date, pattern, { locale: dateLocale(language) });
}
