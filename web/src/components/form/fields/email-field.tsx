import type { TextFieldConfig } from '@/components/form/form-types';
import { TextInput } from '@/components/form/fields/text-input';

/** type 'email': an e-mail address (the format rule belongs to the schema). */
export function EmailField({ config }: { config: TextFieldConfig }) {
  return <TextInput config={config} textFieldProps={{ type: 'email', autoComplete: config.autoComplete ?? 'email' }} />;
}
