/**
 * The users table (spec §2.6): first name, user name, organization, email,
 * roles and an edit action; paged on the server (page=0&size=1000 by
 * default), exported as userList, narrowed by the search text.
 */
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { Permission } from '@/lib/auth-permission';
import { PRIVILEGE } from '@/lib/auth-privileges';
import { USERS_PATH, usersFetcher } from '@/features/users/api/get-users';
import type { User } from '@/features/users/api/user';

export const USER_LIST_SIZE = 1000;

export function userEditPath(userName: string): string {
  return `/configuration/user/${encodeURIComponent(userName)}`;
}

export function UserTable({ orgName, search, toolbar }: { orgName?: string; search: string; toolbar?: ReactNode }) {
  const { t } = useTranslation();
  const fetch = useMemo(() => usersFetcher(orgName, search), [orgName, search]);
  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      { field: 'firstName', header: 'users.columns.firstName' },
      { field: 'userName', header: 'users.columns.userName' },
      { field: 'organizationName', header: 'users.columns.organization' },
      { field: 'emailId', header: 'users.columns.email', minWidth: 180 },
      { field: 'roles', header: 'users.columns.roles' },
      {
        field: 'actions',
        header: 'users.actions',
        sortable: false,
        exportable: false,
        width: 100,
        align: 'center',
        renderCell: (u) => (
          <Permission anyOf={[PRIVILEGE.userConfiguration]}>
            <Tooltip title={t('users.edit', { name: u.userName })}>
              <IconButton
                component={RouterLink}
                to={userEditPath(u.userName)}
                size="small"
                aria-label={t('users.edit', { name: u.userName })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Permission>
        ),
      },
    ],
    [t],
  );
  return (
    <DataTable<User>
      label={t('users.listLabel')}
      columns={columns}
      queryKey={['users', 'list', { orgName: orgName ?? '', search }]}
      fetch={fetch}
      getRowId={(u) => u.userId}
      defaultSize={USER_LIST_SIZE}
      export={{ path: USERS_PATH, query: { orgName }, fileName: 'userList' }}
      toolbar={toolbar}
    />
  );
}
