import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldOption, SelectFieldConfig } from '@/components/form/form-types';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';

type Value = string | number;

export interface MultiSelectInputProps {
  config: SelectFieldConfig;
  /** Items shown above the options (the Select All entry). */
  before?: (selected: Value[]) => ReactNode;
  /** Turns the raw selection (which may hold a special entry) into the stored values. */
  resolve?: (raw: Value[], options: FieldOption[], selected: Value[]) => Value[];
}

/**
 * The base of multiSelect and multiSelectAll: a MUI multiple select with a
 * checkbox per option, and a spinner while its options load (config.loading).
 */
export function MultiSelectInput({ config, before, resolve }: MultiSelectInputProps) {
  const { t } = useTranslation();
  const { field, error } = useBuilderField(config.name);
  const tx = useTx();
  const selected: Value[] = Array.isArray(field.value) ? (field.value as Value[]) : [];
  const labelOf = (v: Value) => tx(config.options.find((o) => o.value === v)?.label ?? String(v));
  return (
    <TextField
      select
      fullWidth
      id={`field-${config.name}`}
      name={field.name}
      inputRef={field.ref}
      label={tx(config.label)}
      required={config.required}
      disabled={config.disabled}
      value={selected}
      onChange={(e) => {
        const raw = e.target.value as unknown as Value[];
        field.onChange(resolve ? resolve(raw, config.options, selected) : raw);
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? (config.helperText ? tx(config.helperText) : undefined)}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (v) => (v as Value[]).map(labelOf).join(', '),
        },
        input: config.loading
          ? {
              // Left of the select's arrow.
              endAdornment: (
                <InputAdornment position="end" sx={{ mr: 3 }}>
                  <CircularProgress size={18} aria-label={t('form.loading')} />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    >
      {before?.(selected)}
      {config.options.map((o) => (
        <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
          <Checkbox size="small" checked={selected.includes(o.value)} tabIndex={-1} disableRipple />
          <ListItemText primary={tx(o.label)} secondary={o.description ? tx(o.description) : undefined} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** type 'multiSelect': several values out of the options. */
export function MultiSelectField({ config }: { config: SelectFieldConfig }) {
  return <MultiSelectInput config={config} />;
}
