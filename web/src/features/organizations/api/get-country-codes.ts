/** GET provisioningService/metadata/countryCodesTypes: the telephone country codes (typeName such as +91). */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema } from '@/features/organizations/api/organization-model';
import type { TypeItem } from '@/types/type-item';

export async function getCountryCodes(signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/metadata/countryCodesTypes', { signal }));
}

export function useCountryCodes() {
  return useQuery({
    queryKey: ['metadata', 'countryCodesTypes'],
    queryFn: ({ signal }) => getCountryCodes(signal),
    staleTime: Infinity,
  });
}
