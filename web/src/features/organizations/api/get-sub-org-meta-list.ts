/** GET provisioningService/organizations/subOrgMetaList?orgName: the sub-organisations below one, as a type list. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORGANIZATIONS_PATH, orgMetaListSchema, type OrgMeta } from '@/features/organizations/api/organization-model';

export async function getSubOrgMetaList(orgName: string, signal?: AbortSignal): Promise<OrgMeta[]> {
  return orgMetaListSchema.parse(await api<unknown>(`${ORGANIZATIONS_PATH}/subOrgMetaList`, { query: { orgName }, signal }));
}

export function useSubOrgMetaList(orgName: string | undefined) {
  return useQuery({
    queryKey: ['organizations', 'subOrgMetaList', orgName],
    queryFn: orgName ? ({ signal }) => getSubOrgMetaList(orgName, signal) : skipToken,
  });
}
