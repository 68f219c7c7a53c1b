import type { TextareaFieldConfig } from '@/components/form/form-types';
import { TextInput } from '@/components/form/fields/text-input';

/** type 'textarea': several lines of text. */
export function TextareaField({ config }: { config: TextareaFieldConfig }) {
  return <TextInput config={config} textFieldProps={{ multiline: true, minRows: config.rows ?? 3 }} />;
}
