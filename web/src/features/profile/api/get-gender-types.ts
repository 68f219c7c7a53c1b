/** GET provisioningService/metadata/genderTypes: to show a gender by its display name. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const genderListSchema = z
  .array(z.object({ typeName: z.string(), typeDisplayName: z.string().nullish() }))
  .nullish()
  .transform((v) => v ?? []);
export type GenderType = z.infer<typeof genderListSchema>[number];

export async function getGenderTypes(signal?: AbortSignal): Promise<GenderType[]> {
  return genderListSchema.parse(await api<unknown>('provisioningService/metadata/genderTypes', { signal }));
}

/** A missing list only means the raw value is shown: its failure is not raised. */
export function useGenderTypes(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['profile', 'genderTypes'],
    queryFn: ({ signal }) => getGenderTypes(signal),
    staleTime: Infinity,
    meta: { handlesError: true },
  });
}
