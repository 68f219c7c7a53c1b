/** GET provisioningService/metadata/checklist/checklistValueTypes: the task types (SELECT, COST, RANGE, BOOLEAN) with their display names. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const typeListSchema = z
  .array(z.object({ typeName: z.string(), typeDisplayName: z.string().nullish() }))
  .nullish()
  .transform((v) => v ?? []);
export type ValueType = z.infer<typeof typeListSchema>[number];

export async function getChecklistValueTypes(signal?: AbortSignal): Promise<ValueType[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/metadata/checklist/checklistValueTypes', { signal }));
}

export function useChecklistValueTypes() {
  return useQuery({
    queryKey: ['checklists', 'metadata', 'checklistValueTypes'],
    queryFn: ({ signal }) => getChecklistValueTypes(signal),
    staleTime: Infinity,
  });
}
