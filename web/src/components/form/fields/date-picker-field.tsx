import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DatePickerFieldConfig } from '@/components/form/form-types';
import { DATE_FORMAT } from '@/components/form/date-formats';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';

/** type 'datePicker': stores a Date; min and max dates; 'dd MMM  yyyy' by default. */
export function DatePickerField({ config }: { config: DatePickerFieldConfig }) {
  const { field, error } = useBuilderField(config.name);
  const tx = useTx();
  return (
    <DatePicker
      label={tx(config.label)}
      value={(field.value as Date | null) ?? null}
      onChange={(v) => field.onChange(v)}
      onClose={field.onBlur}
      format={config.format ?? DATE_FORMAT}
      minDate={config.minDate}
      maxDate={config.maxDate}
      disableFuture={config.disableFuture}
      disablePast={config.disablePast}
      disabled={config.disabled}
      inputRef={field.ref}
      slotProps={{
        textField: {
          fullWidth: true,
          name: field.name,
          required: config.required,
          onBlur: field.onBlur,
          error: !!error,
          helperText: error ?? (config.helperText ? tx(config.helperText) : undefined),
        },
      }}
    />
  );
}
