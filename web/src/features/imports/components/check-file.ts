/**
 * The checks made on a chosen file before anything is sent: a .csv file,
 * not empty, and within the server's 10 MB. (The 20,000-line limit needs
 * the file parsed as CSV, which the server does.)
 */
import { MAX_IMPORT_BYTES } from '@/features/imports/api/import-kinds';

export interface FileRefusal {
  /** i18n key of the message; it takes {{name}} and {{size}}. */
  key: 'imports.file.notCsv' | 'imports.file.tooLarge' | 'imports.file.empty';
  name: string;
  size: string;
}

/** Whether the file is named .csv, or typed text/csv. */
export function isCsv(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.csv$/i.test(file.name.trim()) || file.type === 'text/csv';
}

/** A size for people: bytes, KB or MB (1024-based, as the 10 MB limit is), in the language's number format. */
export function formatSize(bytes: number, language = 'en'): string {
  const fr = language.startsWith('fr');
  const units = fr ? ['o', 'Ko', 'Mo'] : ['B', 'KB', 'MB'];
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  const n = new Intl.NumberFormat(fr ? 'fr-FR' : 'en-US', { maximumFractionDigits: i === 0 ? 0 : 1 }).format(value);
  return `${n} ${units[i]}`;
}

/** Why the file cannot be sent, or null when it can. */
export function checkCsvFile(file: Pick<File, 'name' | 'type' | 'size'>, language = 'en'): FileRefusal | null {
  const base = { name: file.name, size: formatSize(file.size, language) };
  if (!isCsv(file)) return { key: 'imports.file.notCsv', ...base };
  if (file.size > MAX_IMPORT_BYTES) return { key: 'imports.file.tooLarge', ...base };
  if (file.size === 0) return { key: 'imports.file.empty', ...base };
  return null;
}
