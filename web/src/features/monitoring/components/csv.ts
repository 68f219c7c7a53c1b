/**
 * The monitoring lists' file exports: CSV text as Excel reads it (a BOM,
 * a header line, CRLF line ends, cells quoted when they hold a separator or
 * a quote), saved under the name the old product used (.csv or .xls).
 */
import { saveBlob } from '@/components/data-table/export-xlsx';

/** One CSV cell. */
export function csvCell(s: string): string {
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The CSV text of a header line and the rows' cells. */
export function csvText(header: string[], rows: string[][]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A column of an export: its header and its text for a row. */
export interface CsvColumn<T> {
  header: string;
  text: (row: T) => string;
}

/** The CSV text of rows under the given columns. */
export function rowsToCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  return csvText(
    columns.map((c) => c.header),
    rows.map((r) => columns.map((c) => c.text(r))),
  );
}

/** Downloads CSV text under a file name. */
export function saveCsv(text: string, fileName: string) {
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
