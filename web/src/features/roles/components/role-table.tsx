/**
 * The roles table (spec §2.6): role name, description, privileges (count
 * and chips) and an edit action, for the roles of one organisation.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { EditLink } from '@/components/actions/edit-link';
import { PRIVILEGE } from '@/lib/auth-privileges';
import { rolesFetcher } from '@/features/roles/api/get-roles';
import type { Role } from '@/features/roles/api/role';
import { PrivilegeChips } from '@/features/roles/components/privilege-chips';

export const ROLE_LIST_SIZE = 1000;

export function roleEditPath(roleName: string): string {
  return `/configuration/role/${encodeURIComponent(roleName)}`;
}

export function RoleTable({ orgName }: { orgName: string }) {
  const { t } = useTranslation();
  const fetch = useMemo(() => rolesFetcher(orgName), [orgName]);
  const columns = useMemo<DataTableColumn<Role>[]>(
    () => [
      { field: 'roleName', header: 'roles.columns.roleName', minWidth: 160 },
      { field: 'description', header: 'roles.columns.description', flex: 2, minWidth: 200 },
      {
        field: 'privileges',
        header: 'roles.columns.privileges',
        flex: 2,
        minWidth: 320,
        value: (r) => r.privileges.length,
        renderCell: (r) => <PrivilegeChips privileges={r.privileges} />,
      },
      {
        field: 'actions',
        header: 'roles.actions',
        sortable: false,
        exportable: false,
        width: 100,
        align: 'center',
        renderCell: (r) => (
          <EditLink to={roleEditPath(r.roleName)} label={t('roles.edit', { name: r.roleName })} anyOf={[PRIVILEGE.roleConfiguration]} />
        ),
      },
    ],
    [t],
  );
  return (
    <DataTable<Role>
      label={t('roles.listLabel')}
      columns={columns}
      queryKey={['roles', 'list', orgName]}
      fetch={fetch}
      getRowId={(r) => r.roleId ?? r.roleName}
      defaultSize={ROLE_LIST_SIZE}
    />
  );
}
