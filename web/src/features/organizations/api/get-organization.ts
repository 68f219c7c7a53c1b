/** GET provisioningService/organizations/{id}: one organisation by id. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORGANIZATIONS_PATH, organizationSchema, type Organization } from '@/features/organizations/api/organization-model';

export async function getOrganization(id: string | number, signal?: AbortSignal): Promise<Organization> {
  return organizationSchema.parse(await api<unknown>(`${ORGANIZATIONS_PATH}/${encodeURIComponent(String(id))}`, { signal }));
}

/** The organisation with this id; nothing is loaded without an id. */
export function useOrganization(id: string | undefined) {
  return useQuery({
    queryKey: ['organizations', 'byId', id],
    queryFn: id ? ({ signal }) => getOrganization(id, signal) : skipToken,
  });
}
