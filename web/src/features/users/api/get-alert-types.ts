/**
 * GET provisioningService/metadata/alertTypes: the alert types a channel can
 * carry. The list holds typeName and typeDisplayName only, not the level
 * (INFO or CRITICAL) the server checks, so the form offers every type for
 * both levels and the server names a type of the wrong level.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema, type TypeItem } from '@/features/users/api/type-list';

export async function getAlertTypes(signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/metadata/alertTypes', { signal }));
}

export function useAlertTypes() {
  return useQuery({ queryKey: ['users', 'metadata', 'alertTypes'], queryFn: ({ signal }) => getAlertTypes(signal), staleTime: Infinity });
}
