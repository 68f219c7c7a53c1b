/**
 * The sites table (spec 02 §2): site id (linking to its details), name,
 * organisation, sub-organisation, district, state, units, L1 devices and
 * an edit action; paged on the server, exported as siteList, narrowed by
 * the search text.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { EditLink } from '@/components/actions/edit-link';
import { PRIVILEGE } from '@/lib/auth-privileges';
import { type Site, siteKeys, sitesPath } from '@/lib/sites';
import { sitesFetcher } from '@/features/sites/api/get-sites';
import { siteDetailsPath, siteEditPath } from '@/features/sites/components/site-paths';
import { useStates } from '@/components/location-selector/location-api';
import { displayName } from '@/features/sites/api/type-list';

/** A site's state by its name in the country's list (IN-MH is Maharashtra); its code until the list comes. */
function StateName({ country, state }: { country: string; state: string }) {
  const states = useStates(country);
  return <>{displayName(states.data, state)}</>;
}

/** The size when the URL has none (spec 02 §9). */
export const SITE_LIST_SIZE = 1000;

export function SiteTable({ orgName, search, toolbar }: { orgName?: string; search: string; toolbar?: ReactNode }) {
  const { t } = useTranslation();
  const fetch = useMemo(() => sitesFetcher(orgName, search), [orgName, search]);
  const columns = useMemo<DataTableColumn<Site>[]>(
    () => [
      { field: 'siteId', header: 'sites.columns.siteId', link: (s) => siteDetailsPath(s.siteId), minWidth: 120 },
      { field: 'siteName', header: 'sites.columns.siteName', link: (s) => siteDetailsPath(s.siteId), minWidth: 160, priority: 2 },
      { field: 'organizationName', header: 'sites.columns.organization', minWidth: 130, priority: 3 },
      { field: 'subOrganizationName', header: 'sites.columns.subOrganization', minWidth: 140, priority: 3 },
      { field: 'district', header: 'sites.columns.district', minWidth: 110, priority: 4 },
      {
        field: 'state',
        header: 'sites.columns.state',
        minWidth: 120,
        priority: 4,
        exportType: 'region',
        renderCell: (s) => <StateName country={s.country} state={s.state} />,
      },
      { field: 'numberOfChillingUnit', header: 'sites.columns.units', width: 110, align: 'right', exportType: 'number' },
      { field: 'numberOfL1Devices', header: 'sites.columns.l1Devices', width: 120, priority: 2, align: 'right', exportType: 'number' },
      {
        field: 'actions',
        header: 'sites.columns.actions',
        sortable: false,
        exportable: false,
        width: 100,
        align: 'center',
        renderCell: (s) => (
          <EditLink to={siteEditPath(s.siteId)} label={t('sites.list.edit', { id: s.siteId })} anyOf={[PRIVILEGE.siteConfiguration]} />
        ),
      },
    ],
    [t],
  );
  return (
    <DataTable<Site>
      label={t('sites.list.title')}
      columns={columns}
      queryKey={[...siteKeys.scope({ orgName }), { search }]}
      fetch={fetch}
      getRowId={(s) => s.siteId}
      defaultSize={SITE_LIST_SIZE}
      emptyText="sites.list.empty"
      export={{ path: sitesPath({ orgName }), query: { orgName }, fileName: 'siteList' }}
      toolbar={toolbar}
    />
  );
}
