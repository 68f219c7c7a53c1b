/**
 * The escalation policy (docs/notifications.md "The escalation policy"):
 * for each critical stage 1–3 the roles whose users hear of it and whether
 * the stage sends one digest for all centres; the per-recipient cap and
 * the organisation's daily SMS budget. The view adds who owns it, whether
 * the caller may change it and the organisation's role names.
 */
import { z } from 'zod';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const bool = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
const int = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);
const names = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

export const stageRuleSchema = z.object({
  stage: int,
  roles: names,
  digest: bool,
});
export type StageRule = z.infer<typeof stageRuleSchema>;

export const policyViewSchema = z.object({
  stages: z
    .array(stageRuleSchema)
    .nullish()
    .transform((v) => v ?? []),
  capMinutes: int,
  smsDailyCap: int,
  /** The top-level organisation that owns the policy. */
  orgName: str,
  /** Nothing saved yet: the defaults apply. */
  default: bool,
  /** The caller's organisation uses its parent's policy. */
  inherited: bool,
  editable: bool,
  updatedAt: str,
  updatedBy: str,
  /** The organisation's role names, to choose from. */
  roles: names,
});
export type PolicyView = z.infer<typeof policyViewSchema>;

/** What PUT policy takes. */
export interface PolicyInput {
  stages: { stage: number; roles: string[]; digest: boolean }[];
  capMinutes: number;
  smsDailyCap: number;
}

export const policyKey = (orgName: string) => ['notifications', 'policy', orgName] as const;
