/** User name and password; the server's message is shown when sign-in fails. */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { clearLoginError } from '@/lib/auth';
import { useAuth, useLogin } from '@/lib/auth-hooks';

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
      <TextField
        label={t('auth.userName')}
        autoComplete="username"
        autoFocus
        error={!!errors.username}
        helperText={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={!!errors.password}
        helperText={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        {t('auth.signIn')}
      </Button>
    </Stack>
  );
}
