/**
 * /configuration/organizationlist: the top-level organisations the user
 * sees (organizations/all, page=0&size=10 by default), each name linking to
 * its sub-organisations; add organisation / sub-organisation; export
 * organizationList.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { Permission } from '@/lib/auth-permission';
import type { Organization } from '@/features/organizations/api/organization-model';
import { ORGANIZATIONS_ALL_PATH, organizationsFetcher, organizationsQueryKey } from '@/features/organizations/api/get-organizations';
import { AddOrganizationMenu } from '@/features/organizations/components/add-organization-menu';
import { ORGANIZATION_ADMIN, OrganizationRowActions } from '@/features/organizations/components/organization-row-actions';

export default function OrganizationListRoute() {
  const { t } = useTranslation();
  const columns = useMemo<DataTableColumn<Organization>[]>(
    () => [
      {
        field: 'orgName',
        header: 'organizations.columns.orgName',
        link: (o) => `/configuration/SuborganizationList/${encodeURIComponent(o.orgName)}`,
        minWidth: 140,
      },
      { field: 'orgDisplayName', header: 'organizations.columns.orgDisplayName', minWidth: 160 },
      { field: 'orgUrl', header: 'organizations.columns.orgUrl', minWidth: 160 },
      { field: 'address.addressLine1', header: 'organizations.columns.addressLine1', minWidth: 160 },
      { field: 'contactDetails.contactPersonName', header: 'organizations.columns.contactPersonName', minWidth: 140 },
      { field: 'contactDetails.contactNumber', header: 'organizations.columns.contactNumber', minWidth: 130 },
      { field: 'address.district', header: 'organizations.columns.district', minWidth: 110 },
      { field: 'contactDetails.emailId', header: 'organizations.columns.emailId', minWidth: 180 },
      {
        field: 'actions',
        header: 'organizations.columns.actions',
        sortable: false,
        exportable: false,
        width: 110,
        renderCell: (o) => <OrganizationRowActions organization={o} editTo={`/configuration/organization/${o.orgId}`} />,
      },
    ],
    [],
  );

  return (
    <Box>
      <PageHeader
        crumbs={[{ label: t('organizations.crumbs.home'), to: '/dashboard' }, { label: t('organizations.crumbs.organizations') }]}
      />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('organizations.list.title')}
      </Typography>
      <DataTable<Organization>
        label={t('organizations.list.title')}
        columns={columns}
        queryKey={organizationsQueryKey}
        fetch={organizationsFetcher}
        getRowId={(o) => o.orgId ?? o.orgName}
        export={{ path: ORGANIZATIONS_ALL_PATH, fileName: 'organizationList' }}
        toolbar={
          <Permission anyOf={ORGANIZATION_ADMIN}>
            <AddOrganizationMenu />
          </Permission>
        }
      />
    </Box>
  );
}
