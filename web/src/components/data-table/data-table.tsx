import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { DataGrid, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { ExportButton } from '@/components/data-table/export-button';
import type { DataTableColumn, DataTableExport, PageFetcher, SortState } from '@/components/data-table/data-table-types';
import { DEFAULT_PAGE_SIZE, useUrlPaging } from '@/components/data-table/use-url-paging';
import { DEFAULT_MIN_WIDTH, fitColumns } from '@/components/data-table/fit-columns';

/** What a vertical scrollbar may take of the grid's width (fit-columns keeps it free). */
const SCROLLBAR_ROOM = 16;
import { useTx } from '@/components/form/translate-text';
import { readCspNonce } from '@/lib/csp-nonce';

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  /** The list's query key; page, size and (server) sort are appended. */
  queryKey: QueryKey;
  /** Loads one page, e.g. pagedFetcher('provisioningService/users/all', { orgName }). */
  fetch: PageFetcher<T>;
  getRowId: (row: T) => string | number;
  /**
   * True when the fetcher sorts on the server: a sort change then refetches
   * from page 0. Otherwise the loaded page is sorted in the browser.
   */
  serverSort?: boolean;
  /** Shows an Export button exporting every row of the list as .xlsx. */
  export?: DataTableExport;
  /** An i18n key or text; 'No Result Found' by default. */
  emptyText?: string;
  /** Rendered above the table, left of the Export button. */
  toolbar?: ReactNode;
  /** The size when the URL has none; 10 by default. */
  defaultSize?: number;
  /** The grid's maximum height; it grows with its rows up to this. */
  maxHeight?: number | string;
  /** An accessible name for the grid. */
  label?: string;
  /** Rows as tall as their content (cells that wrap) instead of one line each. */
  autoRowHeight?: boolean;
  /** Called with the row a click lands on (give a cell a button too, for the keyboard). */
  onRowClick?: (row: T) => void;
}

/** Reads a dot path (address.district) from a row. */
export function readPath(row: unknown, path: string): unknown {
  let v: unknown = row;
  for (const key of path.split('.')) {
    if (v === null || v === undefined || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

function formatCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(formatCell).join(', ');
  if (v instanceof Date) return v.toLocaleString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * A server-paged table: page, size and sort live in the URL (page=0&size=10
 * when absent), a page past the last one redirects to /404, and the footer is
 * the table's own (the MIT grid cannot show pages above 100 rows). Columns
 * leave a table too narrow for them by their priority (fit-columns), so that
 * a laptop or a phone shows the ones that matter without sideways scrolling.
 */
export function DataTable<T>({
  columns,
  queryKey,
  fetch: fetchPage,
  getRowId,
  serverSort = false,
  export: exportConfig,
  emptyText,
  toolbar,
  defaultSize = DEFAULT_PAGE_SIZE,
  maxHeight = '70vh',
  label,
  autoRowHeight = false,
  onRowClick,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const tx = useTx();
  const navigate = useNavigate();
  const { page, size, sort, update } = useUrlPaging(defaultSize);
  // The grid writes its CSS variables in a <style> element: it needs the page's CSP nonce.
  const [nonce] = useState(readCspNonce);

  const query = useQuery({
    queryKey: [...queryKey, { page, size, sort: serverSort ? sort : null }],
    queryFn: ({ signal }) => fetchPage(page, size, sort, signal),
    placeholderData: keepPreviousData,
  });

  const info = query.data?.pageInfo;
  const current = !query.isPlaceholderData;
  useEffect(() => {
    if (info && current && info.totalPages > 0 && page >= info.totalPages) {
      navigate('/404', { replace: true });
    }
  }, [info, current, page, navigate]);

  // Column priorities: the columns that fit the table's width (fit-columns).
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [available, setAvailable] = useState(0);
  useEffect(() => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    // The grid's borders and room for its vertical scrollbar.
    const measure = () => setAvailable(Math.floor(box.clientWidth) - 2 - SCROLLBAR_ROOM);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  const fit = useMemo(() => fitColumns(columns, available), [columns, available]);
  const columnVisibilityModel = useMemo(() => Object.fromEntries(fit.hidden.map((f) => [f, false])), [fit]);

  const gridColumns = useMemo<GridColDef<GridValidRowModel>[]>(
    () =>
      columns.map((c) => ({
        field: c.field,
        headerName: tx(c.header),
        sortable: c.sortable ?? true,
        width: c.width !== undefined ? Math.floor(c.width * fit.scale) : undefined,
        minWidth: Math.floor((c.minWidth ?? DEFAULT_MIN_WIDTH) * fit.scale),
        flex: c.flex ?? (c.width ? undefined : 1),
        align: c.align,
        headerAlign: c.align,
        valueGetter: (_v: unknown, row: GridValidRowModel) => (c.value ? c.value(row as T) : readPath(row, c.field)),
        renderCell: (params) => {
          const row = params.row as T;
          if (c.renderCell) return c.renderCell(row);
          const text = formatCell(params.value);
          const to = c.link?.(row);
          return to ? (
            <Link component={RouterLink} to={to}>
              {text}
            </Link>
          ) : (
            text
          );
        },
      })),
    [columns, tx, fit.scale],
  );

  const sortModel: GridSortModel = sort ? [{ field: sort.field, sort: sort.direction }] : [];
  const onSortModelChange = (model: GridSortModel) => {
    const first = model[0];
    const next: SortState | null = first?.sort ? { field: first.field, direction: first.sort } : null;
    update(serverSort ? { sort: next, page: 0 } : { sort: next });
  };

  const localeText = useMemo(
    () => ({
      ...(i18n.language?.startsWith('fr') ? frFR.components.MuiDataGrid.defaultProps.localeText : {}),
      noRowsLabel: emptyText ? tx(emptyText) : t('table.noResult'),
    }),
    [i18n.language, emptyText, tx, t],
  );

  const rows = (query.data?.content ?? []) as GridValidRowModel[];
  const exportRequest = (config: DataTableExport) => ({
    ...config,
    columns: columns
      .filter((c) => c.exportable ?? true)
      .flatMap((c) => c.exportAs ?? [{ field: c.field, header: c.header, type: c.exportType, arg: c.exportArg }])
      .map((c) => ({ ...c, header: tx(c.header) })),
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {(toolbar || exportConfig) && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Box sx={{ flex: 1 }}>{toolbar}</Box>
          {exportConfig && <ExportButton request={() => exportRequest(exportConfig)} />}
        </Stack>
      )}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('table.retry')}
            </Button>
          }
        >
          {t('table.loadFailed', { message: query.error.message })}
        </Alert>
      )}
      <Box
        ref={setBox}
        sx={{ display: 'flex', flexDirection: 'column', maxHeight, minHeight: 160 }}
        data-hidden-columns={fit.hidden.join(' ')}
      >
        <DataGrid
          columnVisibilityModel={columnVisibilityModel}
          aria-label={label}
          rows={rows}
          columns={gridColumns}
          getRowId={(row) => getRowId(row as T)}
          getRowHeight={autoRowHeight ? () => 'auto' : undefined}
          loading={query.isFetching}
          hideFooter
          paginationMode="server"
          rowCount={rows.length}
          paginationModel={{ page: 0, pageSize: 100 }}
          sortingMode={serverSort ? 'server' : 'client'}
          sortingOrder={['asc', 'desc', null]}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          disableColumnMenu
          disableRowSelectionOnClick
          // The page's CSP allows no eval: filter without the grid's compiled filters.
          disableEval
          nonce={nonce}
          onRowClick={onRowClick ? (params) => onRowClick(params.row as T) : undefined}
          sx={onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
          localeText={localeText}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
        />
      </Box>
      <DataTablePagination
        page={page}
        size={size}
        totalPages={info?.totalPages ?? 0}
        hasNextPage={info?.hasNextPage ?? false}
        disabled={query.isFetching && !info}
        onPageChange={(p) => update({ page: p })}
        onSizeChange={(s) => update({ size: s, page: 0 })}
      />
    </Stack>
  );
}
