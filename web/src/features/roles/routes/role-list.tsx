/** /configuration/rolelist: the roles of the current organisation, with Add Role and edit. */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader } from '@/components/page-header/page-header';
import { currentOrganization } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { Permission } from '@/lib/auth-permission';
import { PRIVILEGE } from '@/lib/auth-privileges';
import { RoleTable } from '@/features/roles/components/role-table';

export default function RoleListRoute() {
  const { t } = useTranslation();
  const orgName = currentOrganization(useAuth());
  return (
    <Box>
      <PageHeader crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('roles.listTitle') }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1">
            {t('roles.listTitle')}
          </Typography>
          <Permission anyOf={[PRIVILEGE.roleConfiguration]}>
            <Button variant="contained" component={RouterLink} to="/configuration/role" startIcon={<AddIcon />}>
              {t('roles.addRole')}
            </Button>
          </Permission>
        </Stack>
        <RoleTable orgName={orgName} />
      </Paper>
    </Box>
  );
}
