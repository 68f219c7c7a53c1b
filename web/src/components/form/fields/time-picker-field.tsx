import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimePickerFieldConfig } from '@/components/form/form-types';
import { TIME_FORMAT } from '@/components/form/date-formats';
import { usePickerProps } from '@/components/form/fields/use-picker-props';

/** type 'timePicker': stores a Date holding the time; 'HH:mm' by default. */
export function TimePickerField({ config }: { config: TimePickerFieldConfig }) {
  const format = config.format ?? TIME_FORMAT;
  return (
    <TimePicker {...usePickerProps(config)} format={format} ampm={/a/.test(format)} minTime={config.minTime} maxTime={config.maxTime} />
  );
}
