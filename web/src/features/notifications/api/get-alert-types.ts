/**
 * GET provisioningService/metadata/alertTypes: the alert types with their
 * display names, for the delivery log's alert type filter and column.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const alertTypeSchema = z.object({ typeName: z.string(), typeDisplayName: z.string().nullish(), level: z.string().nullish() });
export type AlertType = z.infer<typeof alertTypeSchema>;

const listSchema = z
  .array(alertTypeSchema)
  .nullish()
  .transform((v) => v ?? []);

export async function getAlertTypes(signal?: AbortSignal): Promise<AlertType[]> {
  return listSchema.parse(await api<unknown>('provisioningService/metadata/alertTypes', { signal }));
}

export function useAlertTypes() {
  return useQuery({
    queryKey: ['notifications', 'alertTypes'],
    queryFn: ({ signal }) => getAlertTypes(signal),
    staleTime: Infinity,
    meta: { handlesError: true },
  });
}
