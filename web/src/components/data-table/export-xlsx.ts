import { apiBlob, apiUrl, type Query } from '@/lib/api-client';

export interface ExportRequest {
  /** The list call's path, under /authgateway unless it starts with '/'. */
  path: string;
  /** The list call's query; page and size are left out (the server exports every row). */
  query?: Query;
  /** Without extension; '.xlsx' is added (a trailing .xls or .xlsx is dropped first). */
  fileName: string;
  /** field (or dot path) and the already translated header, in display order. */
  columns: { field: string; header: string }[];
}

export const EXPORT_PATH = '/authgateway/export/xlsx';

/** The list call's query as a query string, without paging and empty values. */
export function listQueryString(query: Query = {}): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (k === 'page' || k === 'size') continue;
    if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  }
  return p.toString();
}

export function exportFileName(fileName: string): string {
  return `${fileName.replace(/\.xlsx?$/i, '')}.xlsx`;
}

/**
 * The export call's URL: path, query (sent even when empty), fileName and
 * columns (field:Header pairs joined by commas).
 */
export function exportUrl(req: ExportRequest): string {
  const p = new URLSearchParams({
    path: apiUrl(req.path),
    query: listQueryString(req.query),
    fileName: req.fileName.replace(/\.xlsx?$/i, ''),
    // Commas separate the pairs, so a header cannot hold one.
    columns: req.columns.map((c) => `${c.field}:${c.header.replace(/,/g, ' ')}`).join(','),
  });
  return `${EXPORT_PATH}?${p.toString()}`;
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
