/**
 * GET notificationService/deliveries?orgName&from&to&channel&status
 * &userName&alertType&page&size (ALL_PRIVILEGE): the delivery log, one row
 * per attempt or disposition, newest first.
 */
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';
import { pageSchema } from '@/lib/page-schema';
import type { PageFetcher } from '@/components/data-table/data-table-types';

export const DELIVERIES_PATH = 'notificationService/deliveries';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const int = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);

export const deliverySchema = z.object({
  id: int,
  /** RFC 3339. */
  at: str,
  userName: str,
  channel: str,
  address: str,
  /** How many alert changes the message carried (more than one: a digest). */
  entries: int,
  alertId: str,
  alertType: str,
  stage: int,
  /** raised, escalated, cleared, event, withdrawn, found_late, offline or test. */
  kind: str,
  siteName: str,
  chillingUnitName: str,
  /** sending, sent, retry, failed, in_doubt, historical, withdrawn, not_configured, no_address or sms_cap. */
  status: str,
  error: str,
});
export type Delivery = z.infer<typeof deliverySchema>;

const answerSchema = pageSchema(deliverySchema);

/** The call's filters; an empty value filters nothing. */
export interface DeliveryQuery {
  orgName?: string;
  /** RFC 3339 instants (inclusive). */
  from?: string;
  to?: string;
  channel?: string;
  status?: string;
  userName?: string;
  alertType?: string;
}

export async function getDeliveries(query: DeliveryQuery, page: number, size: number, signal?: AbortSignal): Promise<Page<Delivery>> {
  return answerSchema.parse(await api<unknown>(DELIVERIES_PATH, { query: { ...query, page, size }, signal }));
}

/** The table's fetcher (the server pages and orders). */
export function deliveriesFetcher(query: DeliveryQuery): PageFetcher<Delivery> {
  return (page, size, _sort, signal) => getDeliveries(query, page, size, signal);
}
