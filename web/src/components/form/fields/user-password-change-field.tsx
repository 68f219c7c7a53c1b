import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { UserPasswordChangeConfig } from '@/components/form/form-types';
import { PasswordInput } from '@/components/form/fields/password-input';

/**
 * type 'userPasswordChange': new password and confirm password. The builder
 * adds the rule 'Both password need to be the same' on the confirm value.
 */
export function UserPasswordChangeField({ config }: { config: UserPasswordChangeConfig }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <PasswordInput
        config={{
          name: config.name,
          label: config.label ?? t('form.newPassword'),
          required: config.required,
          disabled: config.disabled,
          helperText: config.helperText,
        }}
      />
      <PasswordInput
        config={{
          name: config.confirmName,
          label: config.confirmLabel ?? t('form.confirmPassword'),
          required: config.required,
          disabled: config.disabled,
        }}
      />
    </Stack>
  );
}
