/**
 * A report's results (spec 03 §2, §8): the rows ascending by date in pages
 * of 10 to 100 (page and size in the URL; every row is already loaded, so
 * paging and sorting run in the browser), 'No Data Found' when there is
 * none, the zone the times are written in, undercooled liftings flagged,
 * and the table's own export: the server's workbook of these rows (the one
 * XLSX path of every table), saved as '<report>.xlsx' ('CIP Report.xlsx').
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, PageFetcher } from '@/components/data-table/data-table-types';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { saveBlob } from '@/components/data-table/export-xlsx';
import { getReportWorkbook, type ReportQuery } from '@/features/reports/api/get-report-rows';
import type { ReportKind } from '@/features/reports/api/report-kinds';
import { shownText, sortRows, type ReportColumn, type ShownRow } from '@/features/reports/components/report-rows';
import { languageOf } from '@/lib/format';

export interface ReportTableProps {
  kind: ReportKind;
  columns: ReportColumn[];
  rows: ShownRow[];
  zones: string[];
  /** The query of these rows: the export asks the server's workbook of it. */
  query: ReportQuery;
  /** Changes with each answer, so the table reloads its page. */
  runId: number;
}

/** One page of rows, sorted by a column when asked. */
export function rowsFetcher(rows: ShownRow[], columns: ReportColumn[]): PageFetcher<ShownRow> {
  return async (page, size, sort) => {
    const sorted = sort
      ? sortRows(
          rows,
          columns.find((c) => c.field === sort.field),
          sort.direction,
        )
      : rows;
    const totalPages = Math.ceil(sorted.length / size);
    return {
      content: sorted.slice(page * size, (page + 1) * size),
      pageInfo: { totalPages, hasNextPage: page + 1 < totalPages, totalElements: sorted.length, page, size },
    };
  };
}

/** A column's width in pixels: its header's and its longest cell's (of the first rows), within bounds. */
export function columnWidth(c: ReportColumn, rows: readonly ShownRow[], text: (row: ShownRow) => string): number {
  const header = c.header.length * 7.5 + 44;
  let longest = 0;
  for (const row of rows.slice(0, 500)) longest = Math.max(longest, text(row).length);
  // The flag's chip has an icon beside its text.
  const content = longest * 8.2 + (c.kind === 'flag' ? 60 : 32);
  return Math.round(Math.min(360, Math.max(90, header, content)));
}

export function ReportTable({ kind, columns, rows, zones, query, runId }: ReportTableProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const fetch = useMemo(() => rowsFetcher(rows, columns), [rows, columns]);
  // The flag first, where a flagged row shows at once (the export keeps the
  // workbook's order); its header is short on screen, where a phone shows
  // little else beside it.
  const gridColumns = useMemo<DataTableColumn<ShownRow>[]>(() => {
    const flag = t('reports.table.undercooledFlag');
    const text = (c: ReportColumn) => (row: ShownRow) => (c.kind === 'flag' ? (row._undercooled ? flag : '') : shownText(c, row, lang, t));
    const ordered = [...columns.filter((c) => c.kind === 'flag'), ...columns.filter((c) => c.kind !== 'flag')];
    return ordered.map((c) => {
      const header = c.kind === 'flag' ? t('reports.table.undercooledShort') : c.header;
      return {
        field: c.field,
        header,
        // Wide enough for the header and the longest text: the table scrolls sideways rather than cut them.
        minWidth: columnWidth({ ...c, header }, rows, text(c)),
        renderCell:
          c.kind === 'flag'
            ? (row: ShownRow) =>
                row._undercooled ? (
                  <Chip size="small" color="warning" icon={<WarningAmberIcon />} label={flag} data-testid="undercooled-flag" />
                ) : (
                  ''
                )
            : text(c),
      };
    });
  }, [columns, rows, lang, t]);
  // The table's own export: the server's workbook of the same rows.
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const exportTable = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const blob = await getReportWorkbook(kind, query);
      if (blob) saveBlob(blob, `${kind.name}.xlsx`);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };
  const flagged = rows.filter((r) => r._undercooled).length;

  const toolbar = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary" data-testid="report-zones">
          {zones.length === 0
            ? t('reports.table.zoneNone')
            : zones.length === 1
              ? t('reports.table.zoneOne', { zone: zones[0] })
              : t('reports.table.zoneMany', { zones: zones.join(', ') })}
        </Typography>
        {kind.flagsUndercooled && flagged > 0 && (
          <Typography variant="body2" color="warning.dark" data-testid="undercooled-count">
            {t('reports.table.undercooledCount', { count: flagged })}
          </Typography>
        )}
      </Stack>
      {rows.length > 0 && (
        <Button
          variant="outlined"
          size="small"
          onClick={() => void exportTable()}
          disabled={exporting}
          aria-busy={exporting}
          startIcon={exporting ? <CircularProgress size={14} /> : <FileDownloadIcon />}
        >
          {t('reports.table.export')}
        </Button>
      )}
      {exportFailed && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {t('reports.download.failed')}
        </Alert>
      )}
    </Stack>
  );

  return (
    <DataTable<ShownRow>
      label={t('reports.table.label', { report: t(`reports.kinds.${kind.key}`) })}
      columns={gridColumns}
      queryKey={['reports', 'table', kind.key, runId]}
      fetch={fetch}
      serverSort
      getRowId={(r) => r._i}
      emptyText="reports.table.empty"
      toolbar={toolbar}
    />
  );
}
