/**
 * GET provisioningService/metadata/alertTypes: the alert types a channel can
 * carry, each with its level (INFO or CRITICAL): a channel's info list offers
 * the info types, its critical list the critical ones.
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
