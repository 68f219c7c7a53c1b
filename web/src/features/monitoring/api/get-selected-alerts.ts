/**
 * GET chillingUnitService/sites/chillingunit/selected/alerts: a page of the
 * window's alerts of the chosen types, newest first (docs/monitoring.md
 * "Alerts"). alertTypes is a comma list of types or one of the groups
 * (Critical Alerts, Info Alerts, All Alerts); with toExclude=true it is
 * every critical type but those listed.
 */
import { z } from 'zod';
import { api, type Page, type Query } from '@/lib/api-client';
import { alertRowsSchema, pageInfoSchema, type AlertRow } from '@/features/monitoring/api/alert-row';

export const SELECTED_ALERTS_PATH = 'chillingUnitService/sites/chillingunit/selected/alerts';

/** What an alert list asks for, whichever call serves it. */
export interface AlertListQuery {
  alertTypes: string[];
  toExclude: boolean;
  hours: number;
  /** The window's end (RFC 3339); now when empty. */
  date: string;
  sites: string[];
  chillingUnits: string[];
  /** active, cleared, acknowledged or unacknowledged; '' for any. */
  status: string;
}

const pageSchema = z.object({ content: alertRowsSchema, pageInfo: pageInfoSchema });

export function selectedAlertsQuery(q: AlertListQuery, page: number, size: number): Query {
  return {
    alertTypes: q.alertTypes.join(','),
    toExclude: q.toExclude ? true : undefined,
    hour: q.hours,
    currentDate: q.date,
    sites: q.sites.join(','),
    chillingUnits: q.chillingUnits.join(','),
    pagingState: page,
    pageSize: size,
  };
}

export async function getSelectedAlerts(q: AlertListQuery, page: number, size: number, signal?: AbortSignal): Promise<Page<AlertRow>> {
  return pageSchema.parse(await api<unknown>(SELECTED_ALERTS_PATH, { query: selectedAlertsQuery(q, page, size), signal }));
}
