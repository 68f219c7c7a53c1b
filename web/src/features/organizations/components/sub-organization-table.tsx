/**
 * Every sub-organisation below an organisation (subOrganizationList, paged
 * in the URL), with its type and parent; `search` filters the loaded page.
 * Exported as subOrganizationList. The edit button needs
 * ORGANIZATION_CONFIGURATION or ALL_PRIVILEGE.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, PageFetcher } from '@/components/data-table/data-table-types';
import { typeDisplayName, type Organization } from '@/features/organizations/api/organization-model';
import {
  getSubOrganizationList,
  SUB_ORGANIZATION_LIST_PATH,
  subOrganizationListKey,
} from '@/features/organizations/api/get-sub-organization-list';
import { useSubOrgTypes } from '@/features/organizations/api/get-sub-org-types';
import { filterOrganizations } from '@/features/organizations/components/organization-filter';
import { OrganizationRowActions } from '@/features/organizations/components/organization-row-actions';
import { profileLink } from '@/features/organizations/components/tree-model';

/** Loaded pages are kept this long, so filtering them does not call again. */
const PAGE_FRESH_MS = 30_000;

export interface SubOrganizationTableProps {
  orgName: string;
  /** Filters the loaded page. */
  search?: string;
  toolbar?: ReactNode;
}

export function SubOrganizationTable({ orgName, search = '', toolbar }: SubOrganizationTableProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const types = useSubOrgTypes();
  const typeName = useCallback((orgType: string) => typeDisplayName(types.data, orgType), [types.data]);

  // The page is loaded once per page and size; the search only filters it.
  const fetch = useCallback<PageFetcher<Organization>>(
    async (page, size) => {
      const loaded = await queryClient.fetchQuery({
        queryKey: [...subOrganizationListKey(orgName), { page, size }],
        queryFn: ({ signal }) => getSubOrganizationList(orgName, page, size, signal),
        staleTime: PAGE_FRESH_MS,
      });
      return { ...loaded, content: filterOrganizations(loaded.content, search, typeName) };
    },
    [queryClient, orgName, search, typeName],
  );

  const columns = useMemo<DataTableColumn<Organization>[]>(
    () => [
      { field: 'orgName', header: 'organizations.columns.orgName', link: (o) => profileLink(o.orgName), minWidth: 140 },
      { field: 'orgDisplayName', header: 'organizations.columns.orgDisplayName', minWidth: 160 },
      {
        field: 'orgType',
        header: 'organizations.columns.orgType',
        value: (o) => typeName(o.orgType),
        minWidth: 120,
        // The export writes the type's name too (chillingcenter is Chilling Center).
        exportType: 'orgType',
      },
      {
        field: 'parentOrgName',
        header: 'organizations.columns.parentOrgName',
        link: (o) => (o.parentOrgName ? profileLink(o.parentOrgName) : undefined),
        minWidth: 150,
      },
      { field: 'address.district', header: 'organizations.columns.district', minWidth: 110 },
      { field: 'contactDetails.contactPersonName', header: 'organizations.columns.contactPersonName', minWidth: 140 },
      { field: 'contactDetails.contactNumber', header: 'organizations.columns.contactNumber', minWidth: 130 },
      { field: 'contactDetails.emailId', header: 'organizations.columns.emailId', minWidth: 180 },
      {
        field: 'actions',
        header: 'organizations.columns.actions',
        sortable: false,
        exportable: false,
        width: 110,
        renderCell: (o) => <OrganizationRowActions organization={o} editTo={`/configuration/suborganizationprofile/${o.orgId}`} />,
      },
    ],
    [typeName],
  );

  return (
    <DataTable<Organization>
      label={t('organizations.subList.title', { name: orgName })}
      columns={columns}
      queryKey={[...subOrganizationListKey(orgName), 'filtered', search, types.data?.length ?? 0]}
      fetch={fetch}
      getRowId={(o) => o.orgId ?? o.orgName}
      export={{ path: SUB_ORGANIZATION_LIST_PATH, query: { orgName }, fileName: 'subOrganizationList' }}
      toolbar={toolbar}
    />
  );
}
