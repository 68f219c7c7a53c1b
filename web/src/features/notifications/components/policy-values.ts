/**
 * The policy form's values and rules: three stages (roles, one digest for
 * all centres), the minutes between two messages to a recipient (1–1440)
 * and the organisation's SMS per day (0–100000), as the server checks them.
 */
import { z } from 'zod';
import type { PolicyInput, PolicyView } from '@/features/notifications/api/policy';

export const STAGES = [1, 2, 3] as const;
export const CAP_MINUTES = { min: 1, max: 1440 } as const;
export const SMS_DAILY_CAP = { min: 0, max: 100_000 } as const;

export const POLICY_MESSAGES = {
  capMinutes: 'notifications.policy.validation.capMinutes',
  smsDailyCap: 'notifications.policy.validation.smsDailyCap',
} as const;

function whole(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .nullable()
    .refine((v) => v !== null && Number.isInteger(v) && v >= min && v <= max, { error: message })
    .transform((v) => v as number);
}

export const policySchema = z.object({
  stages: z.array(z.object({ stage: z.number(), roles: z.array(z.string()), digest: z.boolean() })).length(STAGES.length),
  capMinutes: whole(CAP_MINUTES.min, CAP_MINUTES.max, POLICY_MESSAGES.capMinutes),
  smsDailyCap: whole(SMS_DAILY_CAP.min, SMS_DAILY_CAP.max, POLICY_MESSAGES.smsDailyCap),
});
export type PolicyFormInput = z.input<typeof policySchema>;
export type PolicyFormValues = z.output<typeof policySchema>;

/** The form's values of a loaded policy: stages 1, 2 and 3 in order, each present. */
export function valuesOf(view: PolicyView): PolicyFormInput {
  return {
    stages: STAGES.map((stage) => {
      const rule = view.stages.find((s) => s.stage === stage);
      return { stage, roles: rule?.roles ?? [], digest: rule?.digest ?? false };
    }),
    capMinutes: view.capMinutes,
    smsDailyCap: view.smsDailyCap,
  };
}

/** What PUT policy takes. */
export function bodyOf(v: PolicyFormValues): PolicyInput {
  return {
    stages: v.stages.map((s) => ({ stage: s.stage, roles: s.roles, digest: s.digest })),
    capMinutes: v.capMinutes,
    smsDailyCap: v.smsDailyCap,
  };
}

/** The roles to choose from: the organisation's, and any the policy names that the list lacks. */
export function roleChoices(view: PolicyView): string[] {
  const out = [...view.roles];
  for (const s of view.stages) for (const r of s.roles) if (!out.includes(r)) out.push(r);
  return out;
}
