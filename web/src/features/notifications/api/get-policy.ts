/** GET notificationService/policy?orgName (ALL_PRIVILEGE): the policy the organisation uses. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { policyKey, policyViewSchema, type PolicyView } from '@/features/notifications/api/policy';

export const POLICY_PATH = 'notificationService/policy';

export async function getPolicy(orgName: string, signal?: AbortSignal): Promise<PolicyView> {
  return policyViewSchema.parse(await api<unknown>(POLICY_PATH, { query: { orgName }, signal }));
}

export function usePolicy(orgName: string) {
  return useQuery({
    queryKey: policyKey(orgName),
    queryFn: ({ signal }) => getPolicy(orgName, signal),
    meta: { handlesError: true },
  });
}
