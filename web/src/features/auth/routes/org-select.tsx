/** /OrgSelectpage: a platform administrator chooses the organisation to work in. */
import { Navigate } from 'react-router';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-hooks';
import { AuthBrand } from '@/features/auth/components/auth-brand';
import { OrgSelectForm } from '@/features/auth/components/org-select-form';

export default function OrgSelectRoute() {
  const { t } = useTranslation();
  const { user, status } = useAuth();
  if (!user && status !== 'loggingOut') return <Navigate to="/login" replace />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={3}>
            <AuthBrand />
            <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
              {t('auth.chooseOrganization')}
            </Typography>
            <OrgSelectForm />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
