/**
 * GET preventive_maintenance/ChillingUnit/?chillingUnitUuid&startDate&endDate:
 * the records of a chilling unit whose action date is in the range, newest
 * first. The call is not paged, so the table pages the answer itself.
 */
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';
import type { PageFetcher } from '@/components/data-table/data-table-types';
import { RECORDS_PATH, recordSchema, type MaintenanceRecord } from '@/features/maintenance/api/record';

export const UNIT_RECORDS_PATH = `${RECORDS_PATH}/ChillingUnit/`;

const listSchema = z
  .array(recordSchema)
  .nullish()
  .transform((v) => v ?? []);

export interface UnitRecordsQuery {
  chillingUnitUuid: string;
  /** RFC 3339 instants (inclusive). */
  startDate: string;
  endDate: string;
}

export async function getUnitRecords(query: UnitRecordsQuery, signal?: AbortSignal): Promise<MaintenanceRecord[]> {
  return listSchema.parse(await api<unknown>(UNIT_RECORDS_PATH, { query: { ...query }, signal }));
}

/** One page of a whole list, in the shape of the paged calls. */
export function pageOf<T>(all: T[], page: number, size: number): Page<T> {
  const totalPages = Math.ceil(all.length / size);
  return {
    content: all.slice(page * size, (page + 1) * size),
    pageInfo: { totalPages, hasNextPage: page + 1 < totalPages, totalElements: all.length, page, size },
  };
}

export function unitRecordsFetcher(query: UnitRecordsQuery): PageFetcher<MaintenanceRecord> {
  return async (page, size, _sort, signal) => pageOf(await getUnitRecords(query, signal), page, size);
}
