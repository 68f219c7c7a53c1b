/**
 * GET chillingUnitService/sites/aggregated/alertsCount?hours&currentDate:
 * the window's critical, info and total counts and the critical types
 * raised in it, most first (docs/monitoring.md "Alerts").
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const count = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);
const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const alertsCountSchema = z.object({
  hours: count,
  critical: count,
  info: count,
  total: count,
  categories: z
    .array(z.object({ category: str, displayName: str, level: str, count }))
    .nullish()
    .transform((v) => v ?? []),
});
export type AlertsCount = z.infer<typeof alertsCountSchema>;

export const ALERTS_COUNT_PATH = 'chillingUnitService/sites/aggregated/alertsCount';

export async function getAlertsCount(hours: number, currentDate: string, signal?: AbortSignal): Promise<AlertsCount> {
  return alertsCountSchema.parse(await api<unknown>(ALERTS_COUNT_PATH, { query: { hours, currentDate }, signal }));
}

export function useAlertsCount(hours: number, currentDate: string) {
  return useQuery({
    queryKey: ['dashboard', 'alerts-count', hours, currentDate],
    queryFn: ({ signal }) => getAlertsCount(hours, currentDate, signal),
    placeholderData: keepPreviousData,
    meta: { handlesError: true },
  });
}
