/**
 * GET notificationService/bmc/EVENT/?bmcId&startTime&endTime&eventName: one
 * signal of a unit over a period, oldest first, at most 2,000 records
 * (a longer period keeps each bucket's mean, min and max). The value is the
 * record's volume (VOLUME), temperature (TEMP), temperature2 (TEMP2), else
 * eventState.numericValue (1 on, 0 off).
 */
import { z } from 'zod';
import { api } from '@/lib/api-client';

const num = z
  .number()
  .nullish()
  .transform((v) => v ?? null);

export const eventRecordSchema = z.object({
  displayEventName: z.string().nullish(),
  eventName: z.string().nullish(),
  timeData: z
    .object({ processedTime: z.string().nullish() })
    .nullish()
    .transform((v) => ({ processedTime: v?.processedTime ?? '' })),
  volume: num,
  temperature: num,
  temperature2: num,
  eventState: z
    .object({ numericValue: num })
    .nullish()
    .transform((v) => v ?? { numericValue: null }),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;

const answerSchema = z
  .array(eventRecordSchema)
  .nullish()
  .transform((v) => v ?? []);

/** The period as the server reads it: site-local date-times without zone, or RFC 3339. */
export interface GraphPeriod {
  startTime: string;
  endTime: string;
}

export async function getEventSeries(bmcId: string, period: GraphPeriod, eventName: string, signal?: AbortSignal): Promise<EventRecord[]> {
  const answer = await api<unknown>('notificationService/bmc/EVENT/', { query: { bmcId, ...period, eventName }, signal });
  return answerSchema.parse(answer);
}
