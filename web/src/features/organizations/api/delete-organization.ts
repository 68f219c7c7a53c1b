/**
 * DELETE provisioningService/organizations/{id}. The server refuses (409)
 * while the organisation still holds sub-organisations, sites or users; the
 * caller shows that message in an error dialog.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORGANIZATIONS_PATH } from '@/features/organizations/api/organization-model';

export async function deleteOrganization(orgId: number): Promise<void> {
  await api<unknown>(`${ORGANIZATIONS_PATH}/${orgId}`, { method: 'DELETE' });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    meta: { handlesError: true },
    onError: (error) => console.warn('organisation delete failed', error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organizations'] }),
  });
}
