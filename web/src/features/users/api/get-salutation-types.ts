/** GET provisioningService/metadata/salutationTypes: a reference list of the user form. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema, type TypeItem } from '@/features/users/api/type-list';

export async function getSalutationTypes(signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/metadata/salutationTypes', { signal }));
}

export function useSalutationTypes() {
  return useQuery({
    queryKey: ['users', 'metadata', 'salutationTypes'],
    queryFn: ({ signal }) => getSalutationTypes(signal),
    staleTime: Infinity,
  });
}
