/** GET provisioningService/organizations/orgHierarchyStructure/{id}: the tree of an organisation and its sub-organisations. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORGANIZATIONS_PATH } from '@/features/organizations/api/organization-model';
import { orgNodeSchema, type OrgNode } from '@/features/organizations/api/org-node-model';

export async function getOrgHierarchy(orgId: number, signal?: AbortSignal): Promise<OrgNode> {
  return orgNodeSchema.parse(await api<unknown>(`${ORGANIZATIONS_PATH}/orgHierarchyStructure/${orgId}`, { signal }));
}

export function useOrgHierarchy(orgId: number | null | undefined) {
  return useQuery({
    queryKey: ['organizations', 'orgHierarchyStructure', orgId],
    queryFn: orgId !== null && orgId !== undefined ? ({ signal }) => getOrgHierarchy(orgId, signal) : skipToken,
  });
}
