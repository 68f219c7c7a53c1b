import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SelectFieldConfig } from '@/components/form/form-types';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';

/** type 'select': one value out of the options ('' when none). */
export function SelectField({ config }: { config: SelectFieldConfig }) {
  const { field, error } = useBuilderField(config.name);
  const tx = useTx();
  const value = field.value ?? '';
  const known = value === '' || config.options.some((o) => o.value === value);
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
      value={value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? (config.helperText ? tx(config.helperText) : undefined)}
    >
      {!known && <MenuItem value={value as string}>{String(value)}</MenuItem>}
      {config.options.map((o) => (
        <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
          {tx(o.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
