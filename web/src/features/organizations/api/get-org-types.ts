/** GET provisioningService/metadata/orgTypes: the organisation types of a top-level organisation. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema } from '@/features/organizations/api/organization-model';
import type { TypeItem } from '@/types/type-item';

export async function getOrgTypes(signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/metadata/orgTypes', { signal }));
}

export function useOrgTypes() {
  return useQuery({
    queryKey: ['metadata', 'orgTypes'],
    queryFn: ({ signal }) => getOrgTypes(signal),
    staleTime: Infinity,
  });
}
