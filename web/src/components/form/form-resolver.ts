import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { startOfDay, startOfMonth } from 'date-fns';
import type { FieldConfig } from '@/components/form/form-types';
import { isHidden, prefixField } from '@/components/form/field-paths';
import { DATE_FORMAT, MONTH_FORMAT, TIME_FORMAT, formatIn } from '@/components/form/date-formats';

type Found = Record<string, FieldError>;

function minutesOfDay(d: Date): number {
  return d.getHours() * 60 + d.getMinutes();
}

function isInvalidDate(v: unknown): boolean {
  return v instanceof Date && Number.isNaN(v.getTime());
}

/**
 * The rules the field types carry themselves, whatever the schema says:
 * the two passwords of userPasswordChange are the same, and dates and times
 * are valid and within their min and max.
 */
export function builtinErrors(fields: FieldConfig[], values: FieldValues, t: TFunction, language?: string): Found {
  const found: Found = {};
  const check = (config: FieldConfig) => {
    if (isHidden(config, values)) return;
    switch (config.type) {
      case 'userPasswordChange': {
        const a = get(values, config.name) ?? '';
        const b = get(values, config.confirmName) ?? '';
        if ((a || b) && a !== b) {
          found[config.confirmName] = { type: 'passwordMismatch', message: t('form.passwordMismatch') };
        }
        break;
      }
      case 'datePicker':
      case 'monthPicker': {
        const v: unknown = get(values, config.name);
        if (isInvalidDate(v)) {
          found[config.name] = { type: 'date', message: t('form.dateInvalid') };
        } else if (v instanceof Date) {
          const month = config.type === 'monthPicker';
          const floor = month ? startOfMonth : startOfDay;
          const pattern = config.format ?? (month ? MONTH_FORMAT : DATE_FORMAT);
          if (config.minDate && floor(v) < floor(config.minDate)) {
            found[config.name] = { type: 'minDate', message: t('form.dateMin', { date: formatIn(config.minDate, pattern, language) }) };
          } else if (config.maxDate && floor(v) > floor(config.maxDate)) {
            found[config.name] = { type: 'maxDate', message: t('form.dateMax', { date: formatIn(config.maxDate, pattern, language) }) };
          }
        }
        break;
      }
      case 'timePicker': {
        const v: unknown = get(values, config.name);
        const pattern = config.format ?? TIME_FORMAT;
        if (isInvalidDate(v)) {
          found[config.name] = { type: 'time', message: t('form.timeInvalid') };
        } else if (v instanceof Date) {
          if (config.minTime && minutesOfDay(v) < minutesOfDay(config.minTime)) {
            found[config.name] = { type: 'minTime', message: t('form.timeMin', { time: formatIn(config.minTime, pattern, language) }) };
          } else if (config.maxTime && minutesOfDay(v) > minutesOfDay(config.maxTime)) {
            found[config.name] = { type: 'maxTime', message: t('form.timeMax', { time: formatIn(config.maxTime, pattern, language) }) };
          }
        }
        break;
      }
      case 'TaskFields': {
        const items: unknown = get(values, config.name);
        const itemFields = config.itemFields;
        if (itemFields && Array.isArray(items)) {
          for (let i = 0; i < items.length; i++) {
            for (const f of itemFields) check(prefixField(f, `${config.name}.${i}.`));
          }
        }
        break;
      }
      default:
        break;
    }
  };
  fields.forEach(check);
  return found;
}

/**
 * The schema's resolver (zod) plus the field types' own rules; a schema
 * error on a path wins over a built-in one.
 */
export function builderResolver(
  current: () => { schema: ZodType<FieldValues, FieldValues>; fields: FieldConfig[]; t: TFunction; language?: string },
): Resolver<FieldValues> {
  return async (values, context, options) => {
    const { schema, fields, t, language } = current();
    const base = zodResolver(schema) as unknown as Resolver<FieldValues>;
    const result = await base(values, context, options);
    const extra = builtinErrors(fields, values, t, language);
    const paths = Object.keys(extra);
    if (paths.length === 0) return result;
    const errors = { ...result.errors } as FieldValues;
    for (const p of paths) {
      if (!get(errors, p)) set(errors, p, extra[p]);
    }
    return { values: {}, errors };
  };
}
