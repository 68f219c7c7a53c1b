/** /changePassword: the signed-in user changes their password, then signs in again. */
import { useTranslation } from 'react-i18next';
import { Box, Paper, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';

export default function ChangePasswordRoute() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('layout.home'), to: '/dashboard' },
          { label: t('profile.title'), to: '/profile' },
          { label: t('profile.password.title') },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        <Typography variant="h5" component="h1">
          {t('profile.password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('profile.password.help')}
        </Typography>
        <ChangePasswordForm />
      </Paper>
    </Box>
  );
}
