/**
 * POST provisioningService/organizations: creates an organisation (isParent
 * true, ids null) or, with parentOrgName, a sub-organisation. Answers the
 * organisation (with its orgName and orgId).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  ORGANIZATIONS_PATH,
  organizationSchema,
  type Organization,
  type OrganizationBody,
} from '@/features/organizations/api/organization-model';

export async function createOrganization(body: OrganizationBody): Promise<Organization> {
  return organizationSchema.parse(await api<unknown>(ORGANIZATIONS_PATH, { method: 'POST', body }));
}

/** The form shows its own errors (field errors, error dialog). */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organizations'] }),
  });
}
