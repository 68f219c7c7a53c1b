/**
 * Every table's export: the server re-runs the table's list call as the
 * user (GET /authgateway/export/xlsx, docs/reports.md "Table exports") and
 * answers an .xlsx workbook whose columns are typed: numbers are numeric
 * cells (the unit in the header), dates are date cells on the site's clock,
 * codes are written as their display names in the user's language, and text
 * that could run as a formula is neutralised.
 */
import { apiBlob, apiUrl, type Query } from '@/lib/api-client';

/**
 * How the server writes a column's cells: text (the default), number (a
 * number, a numeric string or a {value, unit} measure, whose unit joins the
 * header), date and datetime (dd MMM yyyy [HH:mm] in the row's zone),
 * duration ([h]:mm:ss from seconds), or a code shown by its display name.
 */
export type ExportType =
  | 'text'
  | 'number'
  | 'date'
  | 'datetime'
  | 'duration'
  | 'alertType'
  | 'state'
  | 'level'
  | 'alertStatus'
  | 'onOff'
  | 'event'
  | 'orgType'
  | 'region';

export interface ExportColumn {
  /** The row field, a dot path (list indexes allowed: temperature.values.0). */
  field: string;
  /** The header, already translated; a unit the rows do not carry is written here: 'Capacity (L)'. */
  header: string;
  type?: ExportType;
  /** number: the row field holding the unit; date and datetime: the row field holding the time zone (zoneId). */
  arg?: string;
}

export interface ExportRequest {
  /** The list call's path, under /authgateway unless it starts with '/'. */
  path: string;
  /** The list call's query; the paging keys are left out (the server exports every row). */
  query?: Query;
  /** Without extension; '.xlsx' is added (a trailing .xls or .xlsx is dropped first). */
  fileName: string;
  /** In display order. */
  columns: ExportColumn[];
  /** POST for the alert searches (their body is sent as it is, the server sets its paging). */
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Where the rows are in the answer: a dot path such as content.RESULT; content by default. */
  rows?: string;
  /** The call's page and size keys; page and size by default. */
  paging?: readonly [string, string];
  /** The time zone of date columns whose rows name none (an IANA name). */
  zone?: string;
}

export const EXPORT_PATH = '/authgateway/export/xlsx';

/** The paging of the monitoring lists. */
export const MONITORING_PAGING = ['pagingState', 'pageSize'] as const;

/** The list call's query as a query string, without its paging keys and empty values. */
export function listQueryString(query: Query = {}, paging: readonly string[] = ['page', 'size']): string {
  const skip = new Set(['page', 'size', ...paging]);
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (skip.has(k)) continue;
    if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  }
  return p.toString();
}

export function exportFileName(fileName: string): string {
  return `${fileName.replace(/\.xlsx?$/i, '')}.xlsx`;
}

/** A column as the server reads it: field:Header:type or field:Header:type(arg). */
export function columnSpec(c: ExportColumn): string {
  // Commas separate the columns, so a header cannot hold one; the type is
  // always written, so the header may hold colons.
  const type = `${c.type ?? 'text'}${c.arg ? `(${c.arg})` : ''}`;
  return `${c.field}:${c.header.replace(/,/g, ' ')}:${type}`;
}

/**
 * The export call's URL: path, query (sent even when empty), fileName and
 * columns, then method, body, rows, paging and zone when given.
 */
export function exportUrl(req: ExportRequest): string {
  const p = new URLSearchParams({
    path: apiUrl(req.path),
    query: listQueryString(req.query, req.paging),
    fileName: req.fileName.replace(/\.xlsx?$/i, ''),
    columns: req.columns.map(columnSpec).join(','),
  });
  if (req.method && req.method !== 'GET') p.set('method', req.method);
  if (req.body !== undefined) p.set('body', JSON.stringify(req.body));
  if (req.rows) p.set('rows', req.rows);
  if (req.paging) p.set('paging', req.paging.join(','));
  if (req.zone) p.set('zone', req.zone);
  return `${EXPORT_PATH}?${p.toString()}`;
}

/** The browser's time zone (an IANA name), for lists shown on the user's clock; undefined when unknown. */
export function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Saves a blob as a download under the given name. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Asks the server for the whole list as .xlsx and downloads it as {fileName}.xlsx. */
export async function exportXlsx(req: ExportRequest): Promise<void> {
  const blob = await apiBlob(exportUrl(req));
  saveBlob(blob, exportFileName(req.fileName));
}
