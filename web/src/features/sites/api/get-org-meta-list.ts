/** GET provisioningService/organizations/orgMetaList: the organisations a site can be placed in. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema, type TypeItem } from '@/features/sites/api/type-list';

export async function getOrgMetaList(signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/organizations/orgMetaList', { signal }));
}

export function useOrgMetaList() {
  return useQuery({ queryKey: ['sites', 'orgMetaList'], queryFn: ({ signal }) => getOrgMetaList(signal) });
}
