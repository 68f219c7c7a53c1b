/**
 * /profile/edit: every signed-in user edits their own personal and contact
 * details and alert language. My profile's Edit leads here when the full
 * user form (/configuration/user/:userName) is not open to the user.
 */
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { useAuth } from '@/lib/auth-hooks';
import { useUserDetails } from '@/features/users/api/get-user-details';
import { MY_PROFILE_PATH, OwnProfileForm } from '@/features/users/components/own-profile-form';

export default function MyProfileFormRoute() {
  const { t } = useTranslation();
  const userName = useAuth().user?.userName;
  const details = useUserDetails(userName);
  if (!userName) return <Navigate to="/dashboard" replace />;
  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('layout.home'), to: '/dashboard' },
          { label: t('profile.title'), to: MY_PROFILE_PATH },
          { label: t('users.own.title') },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 960 }}>
        <Typography variant="h5" component="h1">
          {t('users.own.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('users.own.help')}
        </Typography>
        {details.data ? (
          <OwnProfileForm key={details.data.userId} record={details.data} />
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{t('profile.loading')}</Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
