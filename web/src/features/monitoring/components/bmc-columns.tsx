/**
 * The BMC state table's columns (spec 03 §2 "BMC state table") for the
 * grid and for the export: BMC id (to its chilling graph), site name and
 * id, capacity, volume, temperature, current state, last updated (in the
 * site's time zone), events and alerts counts (to their lists). The export
 * (bmcData.xlsx) writes the measures as numbers with their unit in the
 * header, the state by its name and the last update as a date on the
 * site's clock.
 */
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { formatSiteTime } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import type { BmcState } from '@/features/monitoring/api/get-bmc-states';
import { bmcGraphLink, unitAlertsLink } from '@/features/monitoring/components/list-links';
import { StateChip } from '@/features/monitoring/components/state-chip';

const C = 'monitoring.bmcList.columns';

/** A measure with its unit, '' when the unit has not reported it. */
function measure(v: number | null, unit: string): string {
  return v === null ? '' : `${Number.isInteger(v) ? v : v.toFixed(1)} ${unit}`;
}

export function lastUpdated(r: BmcState, lang: Language): string {
  return formatSiteTime(r.stateReceivedAt, r.zoneId, lang);
}

export function bmcGridColumns(t: TFunction, lang: Language, date: string): DataTableColumn<BmcState>[] {
  const countLink = (kind: 'info' | 'critical', n: number, r: BmcState) => (
    <Link component={RouterLink} to={unitAlertsLink(kind, r.siteUuid, r.chillingUnitUUID, date)}>
      {n}
    </Link>
  );
  // Priorities (issue 15 point 13): a phone keeps the id, volume, temperature
  // and state; 1366 px keeps the counts too, dropping last-updated first.
  return [
    {
      field: 'chillingUnitId',
      header: t(`${C}.bmcId`),
      minWidth: 120,
      link: (r) => (r.siteId && r.chillingUnitUUID ? bmcGraphLink(r.siteId, r.chillingUnitUUID) : undefined),
    },
    { field: 'siteName', header: t(`${C}.siteName`), minWidth: 150, priority: 2 },
    { field: 'siteId', header: t(`${C}.siteId`), minWidth: 110, priority: 3 },
    {
      field: 'capacity',
      header: t(`${C}.capacity`),
      minWidth: 110,
      priority: 3,
      align: 'right',
      renderCell: (r) => measure(r.capacity, 'L'),
      exportAs: [{ field: 'capacity', header: `${t(`${C}.capacity`)} (L)`, type: 'number' }],
    },
    {
      field: 'volume',
      header: t(`${C}.volume`),
      minWidth: 110,
      align: 'right',
      renderCell: (r) => measure(r.volume, 'L'),
      exportAs: [{ field: 'volume', header: `${t(`${C}.volume`)} (L)`, type: 'number' }],
    },
    {
      field: 'temperature',
      header: t(`${C}.temperature`),
      minWidth: 130,
      align: 'right',
      renderCell: (r) => measure(r.temperature, '°C'),
      exportAs: [{ field: 'temperature', header: `${t(`${C}.temperature`)} (°C)`, type: 'number' }],
    },
    {
      field: 'state',
      header: t(`${C}.state`),
      minWidth: 150,
      renderCell: (r) => <StateChip currentState={r.currentState} state={r.state} />,
      // The export writes the same name as the column (the state's label in the caller's language).
      exportAs: [{ field: 'currentState', header: t(`${C}.state`), type: 'state' }],
    },
    {
      field: 'stateReceivedAt',
      header: t(`${C}.lastUpdated`),
      minWidth: 170,
      priority: 4,
      renderCell: (r) => lastUpdated(r, lang),
      // The site's clock, its zone in the next column (a spreadsheet cell has no zone).
      exportAs: [
        { field: 'stateReceivedAt', header: t(`${C}.lastUpdated`), type: 'datetime', arg: 'zoneId' },
        { field: 'zoneId', header: t('monitoring.timeZone') },
      ],
    },
    {
      field: 'infoAlertsCount',
      header: t(`${C}.events`),
      minWidth: 100,
      priority: 2,
      align: 'right',
      renderCell: (r) => countLink('info', r.infoAlertsCount, r),
      exportType: 'number',
    },
    {
      field: 'criticalAlertsCount',
      header: t(`${C}.alerts`),
      minWidth: 100,
      priority: 2,
      align: 'right',
      renderCell: (r) => countLink('critical', r.criticalAlertsCount, r),
      exportType: 'number',
    },
  ];
}
