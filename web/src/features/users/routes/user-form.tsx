/**
 * /configuration/user (create) and /configuration/user/:userName (edit).
 * Editing loads the user first; the password-reset row is offered to
 * holders of USER_CONFIGURATION (or ALL_PRIVILEGE).
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { currentOrganization } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { Permission } from '@/lib/auth-permission';
import { PRIVILEGE } from '@/lib/auth-privileges';
import { useUserDetails } from '@/features/users/api/get-user-details';
import { USER_LIST_PATH, UserForm } from '@/features/users/components/user-form';
import { PasswordResetRow } from '@/features/users/components/password-reset-row';

export default function UserFormRoute() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const { userName } = useParams();
  const editing = !!userName;
  const details = useUserDetails(userName);
  const title = t(editing ? 'users.editTitle' : 'users.createTitle');

  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('layout.home'), to: '/dashboard' },
          { label: t('users.listTitle'), to: USER_LIST_PATH },
          { label: editing ? `${title} — ${userName}` : title },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {!editing && (
          <UserForm
            mode="create"
            defaultOrganization={currentOrganization(auth)}
            defaultLanguage={i18n.language?.startsWith('fr') ? 'fr' : 'en'}
          />
        )}
        {editing && details.data && <UserForm key={details.data.userId} mode="edit" record={details.data} />}
        {editing && !details.data && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{t('users.loading')}</Typography>
          </Stack>
        )}
      </Paper>
      {editing && details.data && (
        <Permission anyOf={[PRIVILEGE.userConfiguration]}>
          <PasswordResetRow userName={details.data.userName} />
        </Permission>
      )}
    </Box>
  );
}
