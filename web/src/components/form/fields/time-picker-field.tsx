import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimePickerFieldConfig } from '@/components/form/form-types';
import { TIME_FORMAT } from '@/components/form/date-formats';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';

/** type 'timePicker': stores a Date holding the time; 'HH:mm' by default. */
export function TimePickerField({ config }: { config: TimePickerFieldConfig }) {
  const { field, error } = useBuilderField(config.name);
  const tx = useTx();
  const format = config.format ?? TIME_FORMAT;
  return (
    <TimePicker
      label={tx(config.label)}
      value={(field.value as Date | null) ?? null}
      onChange={(v) => field.onChange(v)}
      onClose={field.onBlur}
      format={format}
      ampm={/a/.test(format)}
      minTime={config.minTime}
      maxTime={config.maxTime}
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
