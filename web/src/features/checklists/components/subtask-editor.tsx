/** One sub-task: its name, description and type, and the value editor of the type. */
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { TextInput } from '@/components/form/fields/text-input';
import type { FieldOption } from '@/components/form/form-types';
import { TaskTypeSelect } from '@/features/checklists/components/task-type-select';
import { SelectValueEditor } from '@/features/checklists/components/select-value-editor';
import { CostValueEditor } from '@/features/checklists/components/cost-value-editor';
import { RangeValueEditor } from '@/features/checklists/components/range-value-editor';

export interface SubTaskEditorProps {
  /** 'taskList.0.subTasks.1' */
  prefix: string;
  index: number;
  typeOptions: FieldOption[];
  canRemove: boolean;
  onRemove: () => void;
}

function ValueEditor({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const type = useWatch({ control, name: `${prefix}.taskType` }) as string;
  const path = `${prefix}.subTaskValue`;
  switch (type) {
    case 'SELECT':
      return <SelectValueEditor key={type} path={path} />;
    case 'COST':
      return <CostValueEditor key={type} path={path} />;
    case 'RANGE':
      return <RangeValueEditor key={type} path={path} />;
    case 'BOOLEAN':
      return (
        <Typography variant="body2" color="text.secondary">
          {t('checklists.editor.booleanHint')}
        </Typography>
      );
    default:
      return null;
  }
}

export function SubTaskEditor({ prefix, index, typeOptions, canRemove, onRemove }: SubTaskEditorProps) {
  const { t } = useTranslation();
  const title = t('checklists.editor.subTask', { n: index + 1 });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">{title}</Typography>
        <IconButton
          size="small"
          aria-label={t('checklists.editor.removeSubTask', { n: index + 1 })}
          disabled={!canRemove}
          onClick={onRemove}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            config={{ name: `${prefix}.subTaskName`, label: 'checklists.fields.subTaskName', required: true }}
            textFieldProps={{ size: 'small' }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TaskTypeSelect prefix={prefix} options={typeOptions} />
        </Grid>
        <Grid size={12}>
          <TextInput
            config={{ name: `${prefix}.subTaskDescription`, label: 'checklists.fields.subTaskDescription', required: true }}
            textFieldProps={{ size: 'small' }}
          />
        </Grid>
        <Grid size={12}>
          <ValueEditor prefix={prefix} />
        </Grid>
      </Grid>
    </Paper>
  );
}
