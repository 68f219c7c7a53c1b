/** A RANGE sub-task's expected range: numeric min below max, and what is measured (its type or unit). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { TextInput } from '@/components/form/fields/text-input';

const decimal = { size: 'small' as const, slotProps: { htmlInput: { inputMode: 'decimal' as const } } };

export function RangeValueEditor({ path }: { path: string }) {
  const { t } = useTranslation();
  const { control, trigger, getFieldState } = useFormContext();
  const max = useWatch({ control, name: `${path}.maxValue` }) as string;
  // The order message sits on the min value: re-check it when the max changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: max is what the effect runs on, not a value it reads.
  useEffect(() => {
    if (getFieldState(`${path}.minValue`).isTouched) void trigger(`${path}.minValue`);
  }, [max, path, trigger, getFieldState]);
  return (
    <Grid container spacing={1} role="group" aria-label={t('checklists.editor.range')}>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {t('checklists.editor.range')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput config={{ name: `${path}.minValue`, label: 'checklists.fields.minValue', required: true }} textFieldProps={decimal} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput config={{ name: `${path}.maxValue`, label: 'checklists.fields.maxValue', required: true }} textFieldProps={decimal} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput
          config={{
            name: `${path}.type`,
            label: 'checklists.fields.rangeType',
            placeholder: 'checklists.placeholders.rangeType',
            required: true,
          }}
          textFieldProps={{ size: 'small' }}
        />
      </Grid>
    </Grid>
  );
}
