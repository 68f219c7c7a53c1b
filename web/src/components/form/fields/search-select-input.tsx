import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldOption, SelectFieldConfig } from '@/components/form/form-types';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';

type Value = string | number;

/**
 * The base of multiSelectSearch and singleSelectSearch: an Autocomplete over
 * the options that stores option values (an array, or one value / '').
 */
export function SearchSelectInput({ config, multiple }: { config: SelectFieldConfig; multiple: boolean }) {
  const { t } = useTranslation();
  const tx = useTx();
  const { field, error } = useBuilderField(config.name);
  const byValue = (v: Value) => config.options.find((o) => o.value === v) ?? { value: v, label: String(v) };
  const common = {
    id: `field-${config.name}`,
    options: config.options,
    loading: config.loading,
    disabled: config.disabled,
    getOptionLabel: (o: FieldOption) => tx(o.label),
    getOptionDisabled: (o: FieldOption) => !!o.disabled,
    isOptionEqualToValue: (a: FieldOption, b: FieldOption) => a.value === b.value,
    noOptionsText: t('form.noOptions'),
    onBlur: field.onBlur,
    renderInput: (params: object) => (
      <TextField
        {...params}
        name={field.name}
        inputRef={field.ref}
        label={tx(config.label)}
        placeholder={tx(config.placeholder)}
        required={config.required}
        error={!!error}
        helperText={error ?? (config.helperText ? tx(config.helperText) : undefined)}
      />
    ),
  };
  if (multiple) {
    const selected: Value[] = Array.isArray(field.value) ? (field.value as Value[]) : [];
    return (
      <Autocomplete<FieldOption, true>
        {...common}
        multiple
        disableCloseOnSelect
        value={selected.map(byValue)}
        onChange={(_, opts) => field.onChange(opts.map((o) => o.value))}
      />
    );
  }
  const v = field.value as Value | null | undefined;
  return (
    <Autocomplete<FieldOption, false>
      {...common}
      value={v === '' || v === null || v === undefined ? null : byValue(v)}
      onChange={(_, o) => field.onChange(o ? o.value : '')}
    />
  );
}
