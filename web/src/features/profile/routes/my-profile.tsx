/**
 * /profile: the signed-in user's details, an Edit button and a link to
 * Change password. Without a signed-in user it goes to /dashboard.
 */
import { Link as RouterLink, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import { PageHeader } from '@/components/page-header/page-header';
import { useAuth } from '@/lib/auth-hooks';
import { mayOpen } from '@/app/route-privileges';
import { useMyDetails } from '@/features/profile/api/get-my-details';
import { useGenderTypes } from '@/features/profile/api/get-gender-types';
import { ProfileDetails } from '@/features/profile/components/profile-details';

/**
 * Edit opens the full user form when the route table opens it to the user,
 * else /profile/edit, where anyone edits their own contact details.
 */
function editPath(privileges: readonly string[], userName: string): string {
  const full = `/configuration/user/${encodeURIComponent(userName)}`;
  return mayOpen(privileges, full) ? full : '/profile/edit';
}

export default function MyProfileRoute() {
  const { t } = useTranslation();
  const { user, privileges } = useAuth();
  const userName = user?.userName;
  const details = useMyDetails(userName);
  const genders = useGenderTypes(!!userName);
  if (!userName) return <Navigate to="/dashboard" replace />;
  return (
    <Box>
      <PageHeader crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('profile.title') }]} />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1">
            {t('profile.title')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" component={RouterLink} to="/changePassword" startIcon={<LockResetIcon />}>
              {t('profile.changePassword')}
            </Button>
            <Button variant="contained" component={RouterLink} to={editPath(privileges, userName)} startIcon={<EditIcon />}>
              {t('profile.edit')}
            </Button>
          </Stack>
        </Stack>
        {details.data ? (
          <ProfileDetails details={details.data} genders={genders.data ?? []} />
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
