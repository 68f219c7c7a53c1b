/**
 * GET auditService/entries?orgName&from&to&actor&action&object&page&size:
 * one page of the audit log, newest first (ALL_PRIVILEGE only). before and
 * after are JSON text with the secrets already masked by the server.
 */
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';
import { pageSchema } from '@/lib/page-schema';
import type { PageFetcher } from '@/components/data-table/data-table-types';

export const AUDIT_ENTRIES_PATH = 'auditService/entries';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const auditEntrySchema = z.object({
  id: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  /** RFC 3339. */
  at: str,
  actorName: str,
  address: str,
  userAgent: str,
  orgName: str,
  action: str,
  object: str,
  objectKey: str,
  status: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  before: str,
  after: str,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const answerSchema = pageSchema(auditEntrySchema);

/** The call's filters; an empty value filters nothing. */
export interface AuditQuery {
  orgName?: string;
  /** RFC 3339 instants (inclusive). */
  from?: string;
  to?: string;
  actor?: string;
  action?: string;
  object?: string;
}

export async function getAuditEntries(query: AuditQuery, page: number, size: number, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return answerSchema.parse(await api<unknown>(AUDIT_ENTRIES_PATH, { query: { ...query, page, size }, signal }));
}

/** The table's fetcher (the server pages and orders). */
export function auditEntriesFetcher(query: AuditQuery): PageFetcher<AuditEntry> {
  return (page, size, _sort, signal) => getAuditEntries(query, page, size, signal);
}
