/** PUT provisioningService/roles/{role}: renames a role and replaces its privileges. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { roleSchema, type Role, type RoleInput } from '@/features/roles/api/role';

export async function updateRole({ roleName, body }: { roleName: string; body: RoleInput }): Promise<Role> {
  return roleSchema.parse(await api<unknown>(`provisioningService/roles/${encodeURIComponent(roleName)}`, { method: 'PUT', body }));
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    meta: { handlesError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['roles', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['roles', 'one'] });
    },
  });
}
