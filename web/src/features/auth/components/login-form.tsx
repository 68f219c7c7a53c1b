/** User name and password; the server's message is shown when sign-in fails. */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { clearLoginError } from '@/lib/auth';
import { useAuth, useLogin } from '@/lib/auth-hooks';
import { LoginField } from '@/features/auth/components/login-field';

export function LoginForm() {
  const { t } = useTranslation();
  const { status, error } = useAuth();
  const login = useLogin();
  const schema = useMemo(
    () =>
      z.object({
        username: z.string().trim().min(1, t('auth.userNameRequired')),
        password: z.string().min(1, t('auth.passwordRequired')),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { username: '', password: '' } });
  const busy = status === 'loggingIn';

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(async (v) => {
        await login(v.username, v.password);
      })}
      onChange={clearLoginError}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <LoginField
        label={t('auth.userName')}
        autoComplete="username"
        autoFocus
        error={errors.username?.message}
        field={register('username')}
      />
      <LoginField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        field={register('password')}
      />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        {t('auth.signIn')}
      </Button>
    </Stack>
  );
}
