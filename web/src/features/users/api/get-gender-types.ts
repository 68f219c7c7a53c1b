/** GET provisioningService/metadata/genderTypes: a reference list of the user form. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema, type TypeItem } from '@/features/users/api/type-list';

export async function getGenderTypes(signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/metadata/genderTypes', { signal }));
}

export function useGenderTypes() {
  return useQuery({ queryKey: ['users', 'metadata', 'genderTypes'], queryFn: ({ signal }) => getGenderTypes(signal), staleTime: Infinity });
}
