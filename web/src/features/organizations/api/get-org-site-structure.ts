/**
 * GET provisioningService/sites/orgSiteStructure?orgName: the tree of an
 * organisation, its sub-organisations and their sites, for the tree view.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgNodeSchema, type OrgNode } from '@/features/organizations/api/org-node-model';

export async function getOrgSiteStructure(orgName: string, signal?: AbortSignal): Promise<OrgNode> {
  return orgNodeSchema.parse(await api<unknown>('provisioningService/sites/orgSiteStructure', { query: { orgName }, signal }));
}

export function useOrgSiteStructure(orgName: string | undefined) {
  return useQuery({
    queryKey: ['organizations', 'orgSiteStructure', orgName],
    queryFn: orgName ? ({ signal }) => getOrgSiteStructure(orgName, signal) : skipToken,
  });
}
