/** The device credentials of a site import as a CSV file (serialNumber,token). */
import type { DeviceCredential } from '@/features/imports/api/import-report';

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
function cell(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function credentialsCsv(list: DeviceCredential[]): string {
  return ['serialNumber,token', ...list.map((c) => `${cell(c.serialNumber)},${cell(c.token)}`)].join('\r\n') + '\r\n';
}

/** device-credentials-YYYYMMDD-HHmmss.csv, in local time. */
export function credentialsFileName(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}`;
  const time = `${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `device-credentials-${date}-${time}.csv`;
}
