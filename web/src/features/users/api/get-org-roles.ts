/** GET provisioningService/roles?orgName: the roles a user of the chosen organisation can be given. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const orgRoleSchema = z.object({
  roleName: z.string(),
  description: z.string().nullish(),
});
export type OrgRole = z.infer<typeof orgRoleSchema>;

const orgRoleListSchema = z
  .array(orgRoleSchema)
  .nullish()
  .transform((v) => v ?? []);

export async function getOrgRoles(orgName: string, signal?: AbortSignal): Promise<OrgRole[]> {
  return orgRoleListSchema.parse(await api<unknown>('provisioningService/roles', { query: { orgName }, signal }));
}

/** Only once an organisation is chosen. */
export function useOrgRoles(orgName: string) {
  return useQuery({
    queryKey: ['users', 'roles', orgName],
    queryFn: ({ signal }) => getOrgRoles(orgName, signal),
    enabled: !!orgName,
  });
}
