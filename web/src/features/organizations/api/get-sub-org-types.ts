/** GET provisioningService/metadata/subOrgTypes: the sub-organisation types (plant, chilling center, zone, route). */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema } from '@/features/organizations/api/organization-model';
import type { TypeItem } from '@/types/type-item';

export async function getSubOrgTypes(signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/metadata/subOrgTypes', { signal }));
}

export function useSubOrgTypes() {
  return useQuery({
    queryKey: ['metadata', 'subOrgTypes'],
    queryFn: ({ signal }) => getSubOrgTypes(signal),
    staleTime: Infinity,
  });
}
