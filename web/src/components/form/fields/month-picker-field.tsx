import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { MonthPickerFieldConfig } from '@/components/form/form-types';
import { MONTH_FORMAT } from '@/components/form/date-formats';
import { usePickerProps } from '@/components/form/fields/use-picker-props';

/** type 'monthPicker': a month and year; 'MMMM yyyy' by default. */
export function MonthPickerField({ config }: { config: MonthPickerFieldConfig }) {
  return (
    <DatePicker
      {...usePickerProps(config)}
      views={['year', 'month']}
      openTo="month"
      format={config.format ?? MONTH_FORMAT}
      minDate={config.minDate}
      maxDate={config.maxDate}
    />
  );
}
