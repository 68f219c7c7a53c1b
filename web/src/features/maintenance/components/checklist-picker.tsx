/**
 * The checklist template a record is entered from. Choosing one fills the
 * record's tasks with blank readings; a template that is no longer offered
 * (another site) is cleared.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { SelectField } from '@/components/form/fields/select-field';
import type { ChecklistTemplate } from '@/features/maintenance/api/checklist-template';
import { tasksOf } from '@/features/maintenance/components/record-schema';

export interface ChecklistPickerProps {
  templates: ChecklistTemplate[] | undefined;
  loading: boolean;
  disabled: boolean;
  error: Error | null;
}

export function ChecklistPicker({ templates, loading, disabled, error }: ChecklistPickerProps) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext();
  const chosen = useWatch({ control, name: 'checklistName' }) as string;
  const applied = useRef<string>('');
  const template = templates?.find((x) => x.checklistName === chosen);

  useEffect(() => {
    if (chosen && templates && !template) {
      setValue('checklistName', '');
      return;
    }
    if (chosen === applied.current) return;
    applied.current = chosen;
    setValue('taskList', template ? tasksOf(template) : []);
  }, [chosen, templates, template, setValue]);

  return (
    <>
      <SelectField
        config={{
          type: 'select',
          name: 'checklistName',
          label: 'maintenance.fields.checklist',
          required: true,
          disabled: disabled || loading,
          helperText: disabled ? 'maintenance.chooseSiteFirst' : undefined,
          options: (templates ?? []).map((x) => ({ value: x.checklistName, label: x.checklistName })),
        }}
      />
      {template?.checklistDescription && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="checklist-description">
          {template.checklistDescription}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('maintenance.templatesFailed', { message: error.message })}
        </Alert>
      )}
      {templates && templates.length === 0 && !disabled && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('maintenance.noTemplates')}
        </Alert>
      )}
    </>
  );
}
