/** GET provisioningService/metadata/countryCodesTypes: a reference list of the user form. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema, type TypeItem } from '@/features/users/api/type-list';

export async function getCountryCodes(signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/metadata/countryCodesTypes', { signal }));
}

export function useCountryCodes() {
  return useQuery({
    queryKey: ['users', 'metadata', 'countryCodesTypes'],
    queryFn: ({ signal }) => getCountryCodes(signal),
    staleTime: Infinity,
  });
}
