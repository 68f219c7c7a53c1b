/**
 * POST chillingUnitService/sites/chillingunit/search/alerts: alerts by
 * type, unit, site, window or dates and status, newest first; the answer is
 * content.RESULT with content.PAGING (docs/monitoring.md "Alerts").
 */
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';
import { alertRowsSchema, pageInfoSchema, type AlertRow } from '@/features/monitoring/api/alert-row';
import type { AlertListQuery } from '@/features/monitoring/api/get-selected-alerts';

export const SEARCH_ALERTS_PATH = 'chillingUnitService/sites/chillingunit/search/alerts';

export interface AlertSearchBody {
  alertTypes: string[];
  chillingUnitUuids: string[];
  siteUuids: string[];
  pagingState: string;
  pageSize?: number;
  pagingSize?: number;
  hour?: number;
  currentDate?: string;
  startDate?: string;
  endDate?: string;
  toExclude: boolean;
  status?: string;
}

const answerSchema = z.object({
  content: z
    .object({ RESULT: alertRowsSchema, PAGING: pageInfoSchema })
    .nullish()
    .transform((v) => v ?? { RESULT: [], PAGING: { totalPages: 0, hasNextPage: false, totalElements: 0, page: 0, size: 0 } }),
});

export async function searchAlerts(body: AlertSearchBody, signal?: AbortSignal): Promise<Page<AlertRow>> {
  const answer = answerSchema.parse(await api<unknown>(SEARCH_ALERTS_PATH, { method: 'POST', body, signal }));
  return { content: answer.content.RESULT, pageInfo: answer.content.PAGING };
}

/** An alert list's page through the search (when it filters by status). */
export function listSearchBody(q: AlertListQuery, page: number, size: number): AlertSearchBody {
  return {
    alertTypes: q.alertTypes,
    chillingUnitUuids: q.chillingUnits,
    siteUuids: q.sites,
    pagingState: String(page),
    pageSize: size,
    hour: q.hours,
    currentDate: q.date || undefined,
    toExclude: q.toExclude,
    status: q.status || undefined,
  };
}

/** The alerts search's page (spec 03 §9): every row at once, up to 100,000. */
export const SEARCH_PAGE_SIZE = 100_000;
/** The most rows one search reads. */
export const MAX_SEARCH_ROWS = 100_000;

/**
 * Every row of a search: one page of 100,000 rows as the spec asks, and the
 * next pages too should the server answer that there are more.
 */
export async function searchAllAlerts(
  body: Omit<AlertSearchBody, 'pagingState' | 'pageSize' | 'pagingSize'>,
  signal?: AbortSignal,
): Promise<AlertRow[]> {
  const rows: AlertRow[] = [];
  for (let page = 0; rows.length < MAX_SEARCH_ROWS; page++) {
    const answer = await searchAlerts({ ...body, pagingState: page === 0 ? '' : String(page), pagingSize: SEARCH_PAGE_SIZE }, signal);
    rows.push(...answer.content);
    if (!answer.pageInfo.hasNextPage || answer.content.length === 0) break;
  }
  return rows.slice(0, MAX_SEARCH_ROWS);
}
