import type { PasswordFieldConfig } from '@/components/form/form-types';
import { PasswordInput } from '@/components/form/fields/password-input';

/** type 'password'. */
export function PasswordField({ config }: { config: PasswordFieldConfig }) {
  return <PasswordInput config={config} autoComplete={config.autoComplete} />;
}
