/** GET provisioningService/roles/{role}?orgName: one role, for the edit form. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { roleSchema, type Role } from '@/features/roles/api/role';

export async function getRole(roleName: string, orgName: string, signal?: AbortSignal): Promise<Role> {
  return roleSchema.parse(await api<unknown>(`provisioningService/roles/${encodeURIComponent(roleName)}`, { query: { orgName }, signal }));
}

export function useRole(roleName: string | undefined, orgName: string) {
  return useQuery({
    queryKey: ['roles', 'one', orgName, roleName],
    queryFn: roleName ? ({ signal }) => getRole(roleName, orgName, signal) : skipToken,
  });
}
