/** PUT provisioningService/organizations: edits an organisation (orgId in the body; orgName cannot change). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  ORGANIZATIONS_PATH,
  organizationSchema,
  type Organization,
  type OrganizationBody,
} from '@/features/organizations/api/organization-model';

export async function updateOrganization(body: OrganizationBody): Promise<Organization> {
  return organizationSchema.parse(await api<unknown>(ORGANIZATIONS_PATH, { method: 'PUT', body }));
}

/** The form shows its own errors (field errors, error dialog). */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organizations'] }),
  });
}
