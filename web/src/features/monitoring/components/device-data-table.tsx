/**
 * One device's records in the window (spec 03 §2): its device id and serial
 * number above the table, a spinner while a page loads, 'No Data Found'
 * when there is none, page and size in the URL (10 to 100), and Export:
 * every record of the window (page 0 of 100,000) as a CSV file with the
 * time as 'dd MMM yyyy - HH:mm'.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useUrlPaging } from '@/components/data-table/use-url-paging';
import type { Language } from '@/lib/i18n';
import {
  EXPORT_SIZE,
  deviceDataFetcher,
  getDeviceData,
  type DataRow,
  type DeviceDataQuery,
} from '@/features/monitoring/api/get-device-data';
import type { Device } from '@/features/monitoring/api/get-sites';
import { columnsFor, toCsv } from '@/features/monitoring/components/device-columns';
import { saveCsv } from '@/features/monitoring/components/csv';

const D = 'monitoring.deviceData';

export function exportFileName(q: DeviceDataQuery): string {
  const safe = (s: string) => s.replace(/[^\w.-]+/g, '_');
  return `deviceData_${safe(q.serialNumber)}${q.tab ? `_${safe(q.tab)}` : ''}_${safe(q.startTime.slice(0, 10))}_${safe(q.endTime.slice(0, 10))}.csv`;
}

export function DeviceDataTable({ device, query }: { device: Device; query: DeviceDataQuery }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language?.startsWith('fr') ? 'fr' : 'en';
  const columns = useMemo(() => columnsFor(device, query.tab, t, lang), [device, query.tab, t, lang]);
  const gridColumns = useMemo<DataTableColumn<DataRow>[]>(
    () => columns.map((c) => ({
        field: c.field,
        header: c.header,
        // Wide enough for the header: the grid scrolls sideways rather than cut it.
        minWidth: Math.max(c.minWidth ?? 100, c.header.length * 8 + 48),
        value: c.sortValue,
        renderCell: c.text,
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

  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const runExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const all = await getDeviceData(query, 0, EXPORT_SIZE);
      if (all.content.length === 0) {
        setExportError(t(`${D}.exportEmpty`));
        return;
      }
      saveCsv(toCsv(columns, all.content), exportFileName(query));
    } catch (e) {
      setExportError(t(`${D}.exportFailed`, { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setExporting(false);
    }
  };

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
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto !important' }}>
        {exportError && (
          <Alert severity="error" onClose={() => setExportError(null)} sx={{ py: 0 }}>
            {exportError}
          </Alert>
        )}
        <Button
          variant="outlined"
          size="small"
          onClick={() => void runExport()}
          disabled={exporting}
          startIcon={exporting ? <CircularProgress size={16} /> : <FileDownloadIcon />}
        >
          {exporting ? t(`${D}.exporting`) : t(`${D}.export`)}
        </Button>
      </Stack>
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
    />
  );
}
