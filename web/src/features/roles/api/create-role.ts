/** POST provisioningService/roles: creates a role. The form shows a failure itself. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { roleSchema, type Role, type RoleInput } from '@/features/roles/api/role';

export async function createRole(body: RoleInput): Promise<Role> {
  return roleSchema.parse(await api<unknown>('provisioningService/roles', { method: 'POST', body }));
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    meta: { handlesError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['roles', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['roles', 'one'] });
    },
  });
}
