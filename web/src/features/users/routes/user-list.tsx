/** /configuration/userlist: the users of the organisation, with search, export, edit and Add User. */
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { PageHeader } from '@/components/page-header/page-header';
import { SearchBox } from '@/components/search-box/search-box';
import { useAuth } from '@/lib/auth-hooks';
import { Permission } from '@/lib/auth-permission';
import { PRIVILEGE } from '@/lib/auth-privileges';
import { UserTable } from '@/features/users/components/user-table';

export default function UserListRoute() {
  const { t } = useTranslation();
  const { selectedOrganization } = useAuth();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';

  const onSearch = (text: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (text) next.set('search', text);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );

  return (
    <Box>
      <PageHeader crumbs={[{ label: t('layout.home'), to: '/dashboard' }, { label: t('users.listTitle') }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1">
            {t('users.listTitle')}
          </Typography>
          <Permission anyOf={[PRIVILEGE.userConfiguration]}>
            <Button variant="contained" component={RouterLink} to="/configuration/user" startIcon={<PersonAddIcon />}>
              {t('users.addUser')}
            </Button>
          </Permission>
        </Stack>
        <UserTable
          orgName={selectedOrganization ?? undefined}
          search={search}
          toolbar={<SearchBox onSearch={onSearch} defaultValue={search} placeholder={t('users.searchPlaceholder')} />}
        />
      </Paper>
    </Box>
  );
}
