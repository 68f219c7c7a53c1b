/**
 * PUT notificationService/policy?orgName {stages, capMinutes, smsDailyCap}:
 * replaces the policy and answers the view. A refusal names its fields
 * ('stages[1].roles[0]', 'capMinutes'…, in the user's language); a role's
 * error is put on its stage's role list, the field the form shows. A
 * sub-organisation's administrator is refused (403).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { policyKey, policyViewSchema, type PolicyInput, type PolicyView } from '@/features/notifications/api/policy';
import { POLICY_PATH } from '@/features/notifications/api/get-policy';

/** 'stages[1].roles[0]' → 'stages[1].roles'; other fields as they are. */
export function formField(field: string): string {
  return field.replace(/^(stages\[\d+\]\.roles)\[\d+\]$/, '$1');
}

/** The error with its field names as the form has them. */
export function toFormError(e: unknown): unknown {
  if (!(e instanceof ApiError) || typeof e.body !== 'object' || !e.body.errors) return e;
  return new ApiError(e.status, { ...e.body, errors: e.body.errors.map((x) => ({ ...x, field: formField(x.field) })) });
}

export async function updatePolicy(orgName: string, body: PolicyInput): Promise<PolicyView> {
  try {
    return policyViewSchema.parse(await api<unknown>(POLICY_PATH, { method: 'PUT', query: { orgName }, body }));
  } catch (e) {
    throw toFormError(e);
  }
}

export function useUpdatePolicy(orgName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PolicyInput) => updatePolicy(orgName, body),
    onSuccess: (view) => client.setQueryData(policyKey(orgName), view),
    meta: { handlesError: true },
  });
}
