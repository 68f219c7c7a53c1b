/**
 * The monitoring lists' file exports: CSV text as Excel reads it (a BOM,
 * a header line, CRLF line ends, cells quoted when they hold a separator or
 * a quote), saved under the name the old product used (.csv or .xls).
 * No text cell can run as a formula (OWASP CSV injection): see neutralise.
 */
import { saveBlob } from '@/components/data-table/export-xlsx';

/** A cell: text, or a number written as it is. */
export type CsvValue = string | number;

/** The first characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as text: one starting with =, +, -, @, a tab or
 * a carriage return gets a leading ' (as the server's XLSX exports do), so
 * '=1+2' is never computed. Any other text is unchanged.
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV cell: a number as it is, text neutralised then quoted when needed. */
export function csvCell(value: CsvValue): string {
  const s = typeof value === 'number' ? String(value) : neutralise(value);
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The CSV text of a header line and the rows' cells. */
export function csvText(header: string[], rows: CsvValue[][]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A column of an export: its header and its cell for a row. */
export interface CsvColumn<T> {
  header: string;
  text: (row: T) => CsvValue;
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
