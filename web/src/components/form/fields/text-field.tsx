import type { TextFieldConfig } from '@/components/form/form-types';
import { TextInput } from '@/components/form/fields/text-input';

/** type 'text': one line of text. */
export function TextFieldInput({ config }: { config: TextFieldConfig }) {
  return <TextInput config={config} textFieldProps={{ autoComplete: config.autoComplete }} />;
}
