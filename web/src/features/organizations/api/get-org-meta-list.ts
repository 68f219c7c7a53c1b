/**
 * GET provisioningService/organizations/orgMetaList?orgName: the named
 * organisation as a one-entry type list (every organisation the user can
 * choose without orgName).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORGANIZATIONS_PATH, orgMetaListSchema, type OrgMeta } from '@/features/organizations/api/organization-model';

export async function getOrgMetaList(orgName: string | undefined, signal?: AbortSignal): Promise<OrgMeta[]> {
  return orgMetaListSchema.parse(await api<unknown>(`${ORGANIZATIONS_PATH}/orgMetaList`, { query: { orgName }, signal }));
}

export function useOrgMetaList(orgName: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['organizations', 'orgMetaList', orgName ?? ''],
    queryFn: ({ signal }) => getOrgMetaList(orgName, signal),
    enabled,
  });
}
