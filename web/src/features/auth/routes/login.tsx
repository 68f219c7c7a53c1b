/**
 * The login page at / and /login, with the Fr / En switch (the language
 * defaults to the browser's); a signed-in user goes on to their home.
 */
import { Navigate } from 'react-router';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { homeFor } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { LoginForm } from '@/features/auth/components/login-form';
import { AuthBrand } from '@/features/auth/components/auth-brand';
import { ProviderSignIn } from '@/features/auth/components/provider-sign-in';
import { LanguageSwitch } from '@/components/language-switch/language-switch';

export default function LoginRoute() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  if (status === 'loggedIn' && user) return <Navigate to={homeFor(user)} replace />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={3}>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: -2 }}>
              <LanguageSwitch />
            </Stack>
            <AuthBrand />
            <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
              {t('auth.signInTitle')}
            </Typography>
            <LoginForm />
            <ProviderSignIn />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
