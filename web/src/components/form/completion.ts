import { get, type FieldValues } from 'react-hook-form';
import type { FieldConfig } from '@/components/form/form-types';
import { inputPaths } from '@/components/form/field-paths';

/**
 * Whether a value counts as filled: not null, not blank text, not an empty
 * array, not an unticked box (false), not an invalid date or NaN.
 */
export function hasValue(v: unknown): boolean {
  if (v === null || v === undefined || v === false) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (typeof v === 'number') return !Number.isNaN(v);
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof Date) return !Number.isNaN(v.getTime());
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    return Object.values(v as object).some(hasValue);
  }
  return true;
}

/**
 * The share (0–100, rounded) of the visible input fields holding a value;
 * `only` restricts it to those paths. 0 when there is nothing to count.
 */
export function completionPercentage(fields: FieldConfig[], values: FieldValues, only?: string[]): number {
  const paths = only ?? inputPaths(fields, values);
  if (paths.length === 0) return 0;
  const filled = paths.filter((p) => hasValue(get(values, p))).length;
  return Math.round((filled / paths.length) * 100);
}

/** The progress bar's colour: below 20 red, below 60 amber, else green. */
export function progressColor(percent: number): 'error' | 'warning' | 'success' {
  if (percent < 20) return 'error';
  if (percent < 60) return 'warning';
  return 'success';
}
