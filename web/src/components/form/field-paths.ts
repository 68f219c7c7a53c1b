import { get, set, type FieldValues } from 'react-hook-form';
import type { FieldConfig } from '@/components/form/form-types';

/** Types that show something but hold no value of their own. */
const DISPLAY_ONLY = new Set(['label', 'header', 'hr', 'validate', 'completedPercentage']);

export function isHidden(config: FieldConfig, values: FieldValues): boolean {
  return typeof config.hidden === 'function' ? config.hidden(values) : !!config.hidden;
}

/** The value paths a field holds (three for location, two for userPasswordChange). */
export function fieldPaths(config: FieldConfig): string[] {
  if (DISPLAY_ONLY.has(config.type)) return [];
  switch (config.type) {
    case 'location':
      return [config.names.country, config.names.state, config.names.district];
    case 'userPasswordChange':
      return [config.name, config.confirmName];
    default:
      return 'name' in config && config.name ? [config.name] : [];
  }
}

/** The paths that count toward the completion: those of every visible input field. */
export function inputPaths(fields: FieldConfig[], values: FieldValues): string[] {
  return fields.filter((f) => !isHidden(f, values) && !(f.type === 'custom' && f.countsToCompletion === false)).flatMap(fieldPaths);
}

/** A field's empty value, so every input is controlled from the start (undefined: leave it). */
export function emptyValue(config: FieldConfig): unknown {
  switch (config.type) {
    case 'number':
    case 'datePicker':
    case 'monthPicker':
    case 'timePicker':
      return null;
    case 'files':
    case 'TaskFields':
    case 'multiSelect':
    case 'multiSelectAll':
    case 'multiSelectSearch':
      return [];
    case 'checkbox':
      return false;
    case 'custom':
      return undefined;
    default:
      return '';
  }
}

/** The caller's defaults, with an empty value for every field they leave out. */
export function buildDefaults(fields: FieldConfig[], given: FieldValues = {}): FieldValues {
  const out: FieldValues = copyPlain(given);
  for (const f of fields) {
    const empty = emptyValue(f);
    if (empty === undefined) continue;
    for (const p of fieldPaths(f)) {
      if (get(out, p) === undefined) set(out, p, Array.isArray(empty) ? [] : empty);
    }
  }
  return out;
}

/** A copy of plain objects and arrays that keeps Dates and Files as they are. */
function copyPlain(v: FieldValues): FieldValues {
  const copy = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(copy);
    if (x && typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype) {
      return Object.fromEntries(Object.entries(x).map(([k, val]) => [k, copy(val)]));
    }
    return x;
  };
  return copy(v) as FieldValues;
}

/** The same field, its paths under an item prefix ('tasks.0.'). */
export function prefixField(config: FieldConfig, prefix: string): FieldConfig {
  switch (config.type) {
    case 'location':
      return {
        ...config,
        names: {
          country: prefix + config.names.country,
          state: prefix + config.names.state,
          district: prefix + config.names.district,
        },
      };
    case 'userPasswordChange':
      return { ...config, name: prefix + config.name, confirmName: prefix + config.confirmName };
    case 'completedPercentage':
      return { ...config, fields: config.fields?.map((f) => prefix + f) };
    default:
      return 'name' in config && config.name ? ({ ...config, name: prefix + config.name } as FieldConfig) : config;
  }
}
