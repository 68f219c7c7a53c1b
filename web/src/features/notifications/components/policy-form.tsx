/**
 * The escalation policy's form: one row per stage (the roles told, one
 * digest for all centres), the cap in minutes and the daily SMS cap. Saved
 * with PUT policy; the server's field errors go on their fields. Read-only
 * (no Save) when the caller may not change it.
 */
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { FieldValues } from 'react-hook-form';
import { FormBuilder } from '@/components/form/form-builder';
import type { FieldConfig } from '@/components/form/form-types';
import type { PolicyView } from '@/features/notifications/api/policy';
import { useUpdatePolicy } from '@/features/notifications/api/update-policy';
import { DigestSwitch } from '@/features/notifications/components/digest-switch';
import {
  bodyOf,
  CAP_MINUTES,
  policySchema,
  roleChoices,
  SMS_DAILY_CAP,
  STAGES,
  valuesOf,
  type PolicyFormValues,
} from '@/features/notifications/components/policy-values';

const P = 'notifications.policy';

export function policyFields(view: PolicyView, t: TFunction): FieldConfig[] {
  const disabled = !view.editable;
  const options = roleChoices(view).map((r) => ({ value: r, label: r }));
  const fields: FieldConfig[] = [];
  STAGES.forEach((stage, i) => {
    fields.push(
      { type: 'header', name: `stage-${stage}`, text: `${P}.stages.${stage}` },
      {
        type: 'multiSelect',
        name: `stages.${i}.roles`,
        label: t(`${P}.roles`, { stage }),
        options,
        disabled,
        width: 8,
      },
      {
        type: 'custom',
        name: `stages.${i}.digest`,
        label: `${P}.digest`,
        helperText: `${P}.digestHelp`,
        disabled,
        width: 4,
        render: (p) => <DigestSwitch {...p} />,
      },
    );
  });
  fields.push(
    { type: 'hr', name: 'caps' },
    {
      type: 'number',
      name: 'capMinutes',
      label: `${P}.capMinutes`,
      helperText: `${P}.capMinutesHelp`,
      min: CAP_MINUTES.min,
      max: CAP_MINUTES.max,
      step: 1,
      required: true,
      disabled,
      width: 6,
    },
    {
      type: 'number',
      name: 'smsDailyCap',
      label: `${P}.smsDailyCap`,
      helperText: `${P}.smsDailyCapHelp`,
      min: SMS_DAILY_CAP.min,
      max: SMS_DAILY_CAP.max,
      step: 1,
      required: true,
      disabled,
      width: 6,
    },
  );
  return fields;
}

export function PolicyForm({ view, orgName }: { view: PolicyView; orgName: string }) {
  const { t } = useTranslation();
  const save = useUpdatePolicy(orgName);
  const [saved, setSaved] = useState(false);
  const fields = useMemo(() => policyFields(view, t), [view, t]);
  const values = useMemo(() => valuesOf(view), [view]);

  const onSubmit = async (v: FieldValues) => {
    setSaved(false);
    await save.mutateAsync(bodyOf(v as PolicyFormValues));
    setSaved(true);
  };

  return (
    <>
      {saved && (
        <Alert severity="success" onClose={() => setSaved(false)} sx={{ mb: 2 }}>
          {t(`${P}.saved`)}
        </Alert>
      )}
      <FormBuilder
        aria-label={t(`${P}.title`)}
        fields={fields}
        schema={policySchema}
        values={values}
        onSubmit={onSubmit}
        submitLabel={`${P}.save`}
        hideSubmit={!view.editable}
      />
    </>
  );
}
