/** GET provisioningService/organizations/subOrgMetaList?orgName: the sub-organisations of the chosen organisation. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema, type TypeItem } from '@/features/sites/api/type-list';

export async function getSubOrgMetaList(orgName: string, signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>('provisioningService/organizations/subOrgMetaList', { query: { orgName }, signal }));
}

/** Only once an organisation is chosen. */
export function useSubOrgMetaList(orgName: string) {
  return useQuery({
    queryKey: ['sites', 'subOrgMetaList', orgName],
    queryFn: ({ signal }) => getSubOrgMetaList(orgName, signal),
    enabled: !!orgName,
  });
}
