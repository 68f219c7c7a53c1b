/** GET provisioningService/metadata/user/alertLanguages: a reference list of the user form. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema, type TypeItem } from '@/features/users/api/type-list';

export async function getAlertLanguages(signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/metadata/user/alertLanguages', { signal }));
}

export function useAlertLanguages() {
  return useQuery({
    queryKey: ['users', 'metadata', 'alertLanguages'],
    queryFn: ({ signal }) => getAlertLanguages(signal),
    staleTime: Infinity,
  });
}
