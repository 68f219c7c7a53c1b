/** GET provisioningService/organizations?orgName: one organisation by name. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORGANIZATIONS_PATH, organizationSchema, type Organization } from '@/features/organizations/api/organization-model';

export async function getOrganizationByName(orgName: string, signal?: AbortSignal): Promise<Organization> {
  return organizationSchema.parse(await api<unknown>(ORGANIZATIONS_PATH, { query: { orgName }, signal }));
}

export function useOrganizationByName(orgName: string | undefined) {
  return useQuery({
    queryKey: ['organizations', 'byName', orgName],
    queryFn: orgName ? ({ signal }) => getOrganizationByName(orgName, signal) : skipToken,
  });
}
