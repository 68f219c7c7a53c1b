/** The device credentials of a site import as a CSV file (serialNumber,token). */
import type { DeviceCredential } from '@/features/imports/api/import-report';

/** The first characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV cell: text a spreadsheet would run as a formula (starting with =, +,
 * -, @, a tab or a carriage return) gets a leading ' (OWASP CSV injection,
 * as every export does), then the cell is quoted when it holds a comma, a
 * quote or a line break.
 */
function cell(v: string): string {
  const s = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function credentialsCsv(list: DeviceCredential[]): string {
  const lines = ['serialNumber,token', ...list.map((c) => `${cell(c.serialNumber)},${cell(c.token)}`)];
  return `${lines.join('\r\n')}\r\n`;
}

/** device-credentials-YYYYMMDD-HHmmss.csv, in local time. */
export function credentialsFileName(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}`;
  const time = `${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `device-credentials-${date}-${time}.csv`;
}
