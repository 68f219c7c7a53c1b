import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { MonthPickerFieldConfig } from '@/components/form/form-types';
import { MONTH_FORMAT } from '@/components/form/date-formats';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';

/** type 'monthPicker': a month and year; 'MMMM yyyy' by default. */
export function MonthPickerField({ config }: { config: MonthPickerFieldConfig }) {
  const { field, error } = useBuilderField(config.name);
  const tx = useTx();
  return (
    <DatePicker
      label={tx(config.label)}
      views={['year', 'month']}
      openTo="month"
      value={(field.value as Date | null) ?? null}
      onChange={(v) => field.onChange(v)}
      onClose={field.onBlur}
      format={config.format ?? MONTH_FORMAT}
      minDate={config.minDate}
      maxDate={config.maxDate}
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
