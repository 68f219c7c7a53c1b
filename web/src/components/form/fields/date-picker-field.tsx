import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DatePickerFieldConfig } from '@/components/form/form-types';
import { DATE_FORMAT } from '@/components/form/date-formats';
import { usePickerProps } from '@/components/form/fields/use-picker-props';

/** type 'datePicker': stores a Date; min and max dates; 'dd MMM  yyyy' by default. */
export function DatePickerField({ config }: { config: DatePickerFieldConfig }) {
  return (
    <DatePicker
      {...usePickerProps(config)}
      format={config.format ?? DATE_FORMAT}
      minDate={config.minDate}
      maxDate={config.maxDate}
      disableFuture={config.disableFuture}
      disablePast={config.disablePast}
    />
  );
}
