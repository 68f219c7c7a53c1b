/** /configuration/role (create) and /configuration/role/:role (edit, once the role has loaded). */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { currentOrganization } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { useRole } from '@/features/roles/api/get-role';
import { ROLE_LIST_PATH, RoleForm } from '@/features/roles/components/role-form';

export default function RoleFormRoute() {
  const { t } = useTranslation();
  const orgName = currentOrganization(useAuth());
  const { role } = useParams();
  const editing = !!role;
  const loaded = useRole(role, orgName);
  const title = t(editing ? 'roles.editTitle' : 'roles.createTitle');
  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('layout.home'), to: '/dashboard' },
          { label: t('roles.listTitle'), to: ROLE_LIST_PATH },
          { label: editing ? `${title} — ${role}` : title },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {!editing && <RoleForm orgName={orgName} />}
        {editing && loaded.data && <RoleForm key={loaded.data.roleName} orgName={orgName} record={loaded.data} />}
        {editing && !loaded.data && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{t('roles.loading')}</Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
