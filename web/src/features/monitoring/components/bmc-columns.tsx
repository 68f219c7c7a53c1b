/**
 * The BMC state table's columns (spec 03 §2 "BMC state table") for the
 * grid and for the export: BMC id (to its chilling graph), site name and
 * id, capacity, volume, temperature, current state, last updated (in the
 * site's time zone), events and alerts counts (to their lists).
 */
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { formatInZone } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import type { BmcState } from '@/features/monitoring/api/get-bmc-states';
import type { CsvColumn } from '@/features/monitoring/components/csv';
import { bmcGraphLink, unitAlertsLink } from '@/features/monitoring/components/list-links';
import { StateChip, stateLabel } from '@/features/monitoring/components/state-chip';

const C = 'monitoring.bmcList.columns';

/** A measure with its unit, '' when the unit has not reported it. */
function measure(v: number | null, unit: string): string {
  return v === null ? '' : `${Number.isInteger(v) ? v : v.toFixed(1)} ${unit}`;
}

export function lastUpdated(r: BmcState, lang: Language): string {
  return formatInZone(r.stateReceivedAt, r.zoneId, undefined, lang);
}

export function bmcGridColumns(t: TFunction, lang: Language, date: string): DataTableColumn<BmcState>[] {
  const countLink = (kind: 'info' | 'critical', n: number, r: BmcState) => (
    <Link component={RouterLink} to={unitAlertsLink(kind, r.siteUuid, r.chillingUnitUUID, date)}>
      {n}
    </Link>
  );
  return [
    {
      field: 'chillingUnitId',
      header: t(`${C}.bmcId`),
      minWidth: 120,
      link: (r) => (r.siteId && r.chillingUnitUUID ? bmcGraphLink(r.siteId, r.chillingUnitUUID) : undefined),
    },
    { field: 'siteName', header: t(`${C}.siteName`), minWidth: 150 },
    { field: 'siteId', header: t(`${C}.siteId`), minWidth: 110 },
    { field: 'capacity', header: t(`${C}.capacity`), minWidth: 110, align: 'right', renderCell: (r) => measure(r.capacity, 'L') },
    { field: 'volume', header: t(`${C}.volume`), minWidth: 110, align: 'right', renderCell: (r) => measure(r.volume, 'L') },
    { field: 'temperature', header: t(`${C}.temperature`), minWidth: 130, align: 'right', renderCell: (r) => measure(r.temperature, '°C') },
    { field: 'state', header: t(`${C}.state`), minWidth: 140, renderCell: (r) => <StateChip state={r.state} /> },
    { field: 'stateReceivedAt', header: t(`${C}.lastUpdated`), minWidth: 170, renderCell: (r) => lastUpdated(r, lang) },
    {
      field: 'infoAlertsCount',
      header: t(`${C}.events`),
      minWidth: 100,
      align: 'right',
      renderCell: (r) => countLink('info', r.infoAlertsCount, r),
    },
    {
      field: 'criticalAlertsCount',
      header: t(`${C}.alerts`),
      minWidth: 100,
      align: 'right',
      renderCell: (r) => countLink('critical', r.criticalAlertsCount, r),
    },
  ];
}

export function bmcCsvColumns(t: TFunction, lang: Language): CsvColumn<BmcState>[] {
  return [
    { header: t(`${C}.bmcId`), text: (r) => r.chillingUnitId },
    { header: t(`${C}.siteName`), text: (r) => r.siteName },
    { header: t(`${C}.siteId`), text: (r) => r.siteId },
    { header: t(`${C}.capacity`), text: (r) => measure(r.capacity, 'L') },
    { header: t(`${C}.volume`), text: (r) => measure(r.volume, 'L') },
    { header: t(`${C}.temperature`), text: (r) => measure(r.temperature, '°C') },
    { header: t(`${C}.state`), text: (r) => stateLabel(r.state, t) },
    { header: t(`${C}.lastUpdated`), text: (r) => lastUpdated(r, lang) },
    { header: t(`${C}.events`), text: (r) => r.infoAlertsCount },
    { header: t(`${C}.alerts`), text: (r) => r.criticalAlertsCount },
  ];
}
