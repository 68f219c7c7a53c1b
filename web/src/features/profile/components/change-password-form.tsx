/**
 * Change password (spec §2.6, §8): old, new and confirm. On success the
 * server's message ('Successfully Updated. Please Login Again!!') shows and
 * the user is signed out to /login (the server has already ended their
 * sessions); on failure the server's message shows with status false and
 * its field errors go on the fields.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { FormBuilder } from '@/components/form/form-builder';
import type { FieldConfig } from '@/components/form/form-types';
import { useSignOut } from '@/lib/auth-hooks';
import { useUpdatePassword, type StatusAnswer } from '@/features/profile/api/update-password';
import { changePasswordSchema, type ChangePasswordValues } from '@/features/profile/components/change-password-schema';

/** How long the success message shows before signing out (spec §9). */
export const SIGN_OUT_DELAY_MS = 2000;

const fields: FieldConfig[] = [
  { type: 'password', name: 'oldPassword', label: 'profile.password.oldPassword', required: true, autoComplete: 'current-password' },
  {
    type: 'userPasswordChange',
    name: 'newPassword',
    confirmName: 'confirmPassword',
    label: 'profile.password.newPassword',
    confirmLabel: 'profile.password.confirmPassword',
    required: true,
  },
];

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const change = useUpdatePassword();
  const [result, setResult] = useState<StatusAnswer | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const leave = () => {
    clearTimeout(timer.current);
    void signOut();
  };

  const onSubmit = async (v: FieldValues) => {
    const { oldPassword, newPassword } = v as ChangePasswordValues;
    setResult(null);
    const answer = await change.mutateAsync({ oldPassword, newPassword });
    setResult({ status: answer.status, message: answer.message || t('profile.password.success') });
    if (answer.status) timer.current = setTimeout(leave, SIGN_OUT_DELAY_MS);
  };

  const succeeded = result?.status === true;
  return (
    <Box>
      {result && (
        <Alert
          severity={result.status ? 'success' : 'error'}
          role={result.status ? 'status' : 'alert'}
          sx={{ mb: 2 }}
          action={
            succeeded ? (
              <Button color="inherit" size="small" onClick={leave}>
                {t('profile.password.loginAgain')}
              </Button>
            ) : undefined
          }
        >
          {result.message}
        </Alert>
      )}
      <FormBuilder
        aria-label={t('profile.password.title')}
        fields={fields}
        schema={changePasswordSchema}
        onSubmit={onSubmit}
        onSubmitError={(error) => setResult({ status: false, message: error instanceof Error ? error.message : String(error) })}
        submitLabel="profile.password.submit"
        submitDisabled={succeeded}
      />
    </Box>
  );
}
