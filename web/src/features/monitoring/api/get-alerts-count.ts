/**
 * GET chillingUnitService/sites/aggregated/alertsCount?hours&currentDate:
 * the critical types raised in the window, most first. The alert list
 * reads it for the "other critical alerts" (every critical type but the
 * first three) and for a type's display name.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const answerSchema = z.object({
  categories: z
    .array(
      z.object({
        category: str,
        displayName: str,
        count: z
          .number()
          .nullish()
          .transform((v) => v ?? 0),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});
export type AlertCategories = z.infer<typeof answerSchema>['categories'];

export async function getAlertCategories(hours: number, currentDate: string, signal?: AbortSignal): Promise<AlertCategories> {
  const answer = await api<unknown>('chillingUnitService/sites/aggregated/alertsCount', { query: { hours, currentDate }, signal });
  return answerSchema.parse(answer).categories;
}

export function useAlertCategories(hours: number, currentDate: string, enabled: boolean) {
  return useQuery({
    queryKey: ['monitoring', 'alert-categories', hours, currentDate],
    queryFn: ({ signal }) => getAlertCategories(hours, currentDate, signal),
    enabled,
  });
}
