/**
 * One device's records in the window (spec 03 §2): its device id and serial
 * number above the table, a spinner while a page loads, 'No Data Found'
 * when there is none, page and size in the URL (10 to 100), and Export:
 * every record of the window as an .xlsx workbook through the server's
 * table export (the rows are the answer's content[0].attributeList; the
 * time a date cell on the site's clock, see device-columns).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, DataTableExport } from '@/components/data-table/data-table-types';
import { useUrlPaging } from '@/components/data-table/use-url-paging';
import type { Language } from '@/lib/i18n';
import {
  EXPORT_SIZE,
  deviceDataFetcher,
  deviceDataPath,
  deviceDataQuery,
  type DataRow,
  type DeviceDataQuery,
} from '@/features/monitoring/api/get-device-data';
import type { Device } from '@/lib/sites';
import { columnsFor } from '@/features/monitoring/components/device-columns';

const D = 'monitoring.deviceData';

export function exportFileName(q: DeviceDataQuery): string {
  const safe = (s: string) => s.replace(/[^\w.-]+/g, '_');
  return `deviceData_${safe(q.serialNumber)}${q.tab ? `_${safe(q.tab)}` : ''}_${safe(q.startTime.slice(0, 10))}_${safe(q.endTime.slice(0, 10))}.xlsx`;
}

/** The export of a tab: its call for every record of the window; the rows are the device's attributeList. */
export function deviceDataExport(q: DeviceDataQuery, zoneId?: string): DataTableExport {
  return {
    path: deviceDataPath(q.deviceType),
    query: deviceDataQuery(q, 0, EXPORT_SIZE),
    rows: 'content.0.attributeList',
    zone: zoneId || undefined,
    fileName: exportFileName(q),
  };
}

export function DeviceDataTable({ device, query }: { device: Device; query: DeviceDataQuery }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language?.startsWith('fr') ? 'fr' : 'en';
  const columns = useMemo(() => columnsFor(device, query.tab, t, lang), [device, query.tab, t, lang]);
  const gridColumns = useMemo<DataTableColumn<DataRow>[]>(
    () =>
      columns.map((c) => ({
        field: c.field,
        header: c.header,
        // Wide enough for the header: the grid scrolls sideways rather than cut it.
        minWidth: Math.max(c.minWidth ?? 100, c.header.length * 8 + 48),
        value: c.sortValue,
        renderCell: c.text,
        exportAs: c.export,
        exportable: c.export.length > 0,
      })),
    [columns],
  );
  const fetch = useMemo(() => deviceDataFetcher(query), [query]);
  const queryKey = useMemo(() => ['monitoring', 'device-data', query], [query]);

  // The page the table shows, watched here too (one request) for the device and the spinner.
  const { page, size } = useUrlPaging();
  const current = useQuery({
    queryKey: [...queryKey, { page, size, sort: null }],
    queryFn: ({ signal }) => fetch(page, size, null, signal),
    placeholderData: keepPreviousData,
  });
  const info = current.data?.device;

  const exportConfig = useMemo(() => deviceDataExport(query, info?.zoneId), [query, info?.zoneId]);

  const toolbar = (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography data-testid="device-id">
        <strong>{t(`${D}.deviceId`)}:</strong> {info?.deviceId || device.serialNumber}
      </Typography>
      <Typography data-testid="serial-number">
        <strong>{t(`${D}.serialNumber`)}:</strong> {info?.serialNumber || device.serialNumber}
      </Typography>
      {current.isFetching && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={18} aria-label={t(`${D}.loading`)} />
          <Typography variant="body2">{t(`${D}.loading`)}</Typography>
        </Stack>
      )}
    </Stack>
  );

  return (
    <DataTable<DataRow>
      label={t(`${D}.tableLabel`, { serial: device.serialNumber })}
      columns={gridColumns}
      queryKey={queryKey}
      fetch={fetch}
      getRowId={(r) => r.id}
      emptyText={`${D}.noData`}
      toolbar={toolbar}
      export={exportConfig}
    />
  );
}
