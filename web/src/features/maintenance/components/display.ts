/**
 * How records read on screen: dates in the user's time zone and language,
 * a sub-task's template value and its reading as text.
 */
import type { TFunction } from 'i18next';
import { format } from 'date-fns';
import { dateFnsLocale, formatDateTime } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import { fromDateTime } from '@/features/maintenance/api/record';
import { costsOf, optionsOf, rangeOf } from '@/features/maintenance/components/record-schema';

export const DATE_ONLY = 'dd MMM yyyy';

export function languageOf(lang: string | undefined): Language {
  return lang?.startsWith('fr') ? 'fr' : 'en';
}

/** A server date-time as 'dd MMM yyyy - HH:mm:ss' in local time; '' when absent. */
export function showDateTime(v: number[] | string | null | undefined, lang: Language): string {
  const d = fromDateTime(v);
  return d ? formatDateTime(d, lang) : '';
}

/** A server date-time as 'dd MMM yyyy' in local time; '' when absent. */
export function showDate(v: number[] | string | null | undefined, lang: Language): string {
  const d = fromDateTime(v);
  return d ? format(d, DATE_ONLY, { locale: dateFnsLocale(lang) }) : '';
}

/** The task type's name ('Yes / No' for BOOLEAN). */
export function showType(taskType: string, t: TFunction): string {
  const key = `maintenance.types.${taskType.toUpperCase()}`;
  return taskType && t(key) !== key ? t(key) : taskType;
}

/** A template value: 'Normal (ok), Loud (loud)', '₹ 500, ₹ 1000', '20 – 60 psi', or the yes/no choice. */
export function showValue(taskType: string, value: unknown, t: TFunction): string {
  switch (taskType.toUpperCase()) {
    case 'SELECT':
      return optionsOf(value)
        .map((o) => (o.name && o.name !== o.value ? `${o.name} (${o.value})` : o.value || o.name))
        .join(', ');
    case 'COST':
      return costsOf(value).join(', ');
    case 'RANGE': {
      const r = rangeOf(value);
      return r ? t('maintenance.range', { min: r.min, max: r.max, type: r.type }).trim() : '';
    }
    case 'BOOLEAN':
      return t('maintenance.yesOrNo');
    default:
      return '';
  }
}

/** A reading: the chosen option's name, Yes or No, the number or amount; '—' when none. */
export function showReading(taskType: string, value: unknown, reading: string | number | boolean | null, t: TFunction): string {
  if (reading === null || reading === '') return '—';
  if (typeof reading === 'boolean') return t(reading ? 'maintenance.yes' : 'maintenance.no');
  if (taskType.toUpperCase() === 'SELECT') {
    const option = optionsOf(value).find((o) => o.value.toLowerCase() === String(reading).toLowerCase());
    if (option?.name) return option.name;
  }
  return String(reading);
}
