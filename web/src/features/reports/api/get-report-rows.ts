/**
 * A report's rows and its workbook (spec 03 §7, docs/reports.md): POST
 * form-encoded orgName, uuids (comma-separated), fromDate, toDate
 * (yyyy-MM-dd, site-local, both included), page 0 and pageSize 5000; the
 * CIP data call takes the same keys in its query string. The answer holds
 * the rows (every time written with its site's offset), the sites' time
 * zones and, for Milk Lifting, the indexes of the undercooled liftings. The
 * export answers an XLSX workbook, or 204 when there is no row.
 */
import { z } from 'zod';
import { api, apiBlob } from '@/lib/api-client';
import type { ReportKind } from '@/features/reports/api/report-kinds';

/** Every row of a report at once (spec 03 §9). */
export const REPORT_PAGE = 0;
export const REPORT_PAGE_SIZE = 5000;

export interface ReportQuery {
  /** The signed-in user's organisation (empty: the server takes the caller's own). */
  orgName: string;
  /** The chilling units' uuids. */
  uuids: string[];
  /** yyyy-MM-dd, both included. */
  fromDate: string;
  toDate: string;
}

/** The call's keys (a type, not an interface: it is a Record<string, string> too). */
export type ReportParams = {
  orgName: string;
  uuids: string;
  fromDate: string;
  toDate: string;
  page: string;
  pageSize: string;
};

/** The call's keys, as the form body (or the CIP call's query string) carries them. */
export function reportParams(q: ReportQuery): ReportParams {
  return {
    orgName: q.orgName,
    uuids: q.uuids.join(','),
    fromDate: q.fromDate,
    toDate: q.toDate,
    page: String(REPORT_PAGE),
    pageSize: String(REPORT_PAGE_SIZE),
  };
}

/** A row: its fields as the server writes them. */
export type ReportRow = Record<string, unknown>;

const numbers = z
  .array(z.number())
  .nullish()
  .transform((v) => v ?? []);

export const reportAnswerSchema = z.object({
  content: z
    .array(z.record(z.string(), z.unknown()))
    .nullish()
    .transform((v) => v ?? []),
  zones: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  undercooled: numbers,
});
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

export async function getReportRows(kind: ReportKind, q: ReportQuery, signal?: AbortSignal): Promise<ReportAnswer> {
  const params = reportParams(q);
  const answer = kind.queryInUrl
    ? await api<unknown>(kind.dataPath, { method: 'POST', query: params, signal })
    : await api<unknown>(kind.dataPath, { method: 'POST', form: params, signal });
  return reportAnswerSchema.parse(answer);
}

/** The report's workbook, or null when the server has no row for it (204 or an empty file). */
export async function getReportWorkbook(kind: ReportKind, q: ReportQuery): Promise<Blob | null> {
  const blob = await apiBlob(kind.exportPath, { method: 'POST', form: reportParams(q) });
  return blob.size === 0 ? null : blob;
}
