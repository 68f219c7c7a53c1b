import { ApiError } from '@/lib/api-client';
import { formField, toFormError } from '@/features/notifications/api/update-policy';
import { bodyOf, policySchema, roleChoices, valuesOf } from '@/features/notifications/components/policy-values';
import { policyViewSchema } from '@/features/notifications/api/policy';
import { defaultPolicy } from '@/features/notifications/test-fixtures';

const view = policyViewSchema.parse(defaultPolicy);

describe('the policy form’s values', () => {
  it('have the three stages in order, even when the server lists them otherwise', () => {
    const v = valuesOf({ ...view, stages: [view.stages[2], view.stages[0]] });
    expect(v.stages.map((s) => s.stage)).toEqual([1, 2, 3]);
    expect(v.stages[1]).toEqual({ stage: 2, roles: [], digest: false });
  });

  it('go back to the body the server takes', () => {
    const v = policySchema.parse(valuesOf(view));
    expect(bodyOf(v)).toEqual({ stages: defaultPolicy.stages, capMinutes: 5, smsDailyCap: 200 });
  });

  it('refuse caps out of range or not whole', () => {
    const ok = valuesOf(view);
    expect(policySchema.safeParse({ ...ok, capMinutes: 1441 }).success).toBe(false);
    expect(policySchema.safeParse({ ...ok, capMinutes: null }).success).toBe(false);
    expect(policySchema.safeParse({ ...ok, capMinutes: 2.5 }).success).toBe(false);
    expect(policySchema.safeParse({ ...ok, smsDailyCap: -1 }).success).toBe(false);
    expect(policySchema.safeParse({ ...ok, smsDailyCap: 0 }).success).toBe(true);
  });

  it('offer the organisation’s roles and any the policy names besides', () => {
    expect(roleChoices({ ...view, roles: ['Viewer'] })).toEqual(['Viewer', 'Chilling Centre In-charge', 'Maintenance', 'RDE']);
  });

  it('put a role’s error on its stage’s role list', () => {
    expect(formField('stages[1].roles[0]')).toBe('stages[1].roles');
    expect(formField('stages[0].stage')).toBe('stages[0].stage');
    expect(formField('capMinutes')).toBe('capMinutes');
    const e = toFormError(
      new ApiError(400, {
        status: 400,
        code: 'validation',
        message: 'Invalid',
        errors: [{ field: 'stages[2].roles[3]', code: 'x', message: 'm' }],
      }),
    );
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).fieldMessage('stages[2].roles')).toBe('m');
  });
});
