/**
 * GET notificationService/bmc/ALERTS/?bmcId&startTime&endTime: every raise
 * and escalation of the unit's critical alerts in the period, oldest first
 * (the chilling graph's markers on the volume series).
 */
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { GraphPeriod } from '@/features/analytics/api/get-event-series';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const num = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);

export const markerSchema = z.object({
  alertId: str,
  priority: str,
  alertName: str,
  alertDisplayName: str,
  occurredOn: str,
  change: str,
  stage: num,
  message: str,
  volume: num,
  temperature: num,
});
export type AlertMarker = z.infer<typeof markerSchema>;

const answerSchema = z
  .array(markerSchema)
  .nullish()
  .transform((v) => v ?? []);

export async function getAlertMarkers(bmcId: string, period: GraphPeriod, signal?: AbortSignal): Promise<AlertMarker[]> {
  return answerSchema.parse(await api<unknown>('notificationService/bmc/ALERTS/', { query: { bmcId, ...period }, signal }));
}
