/**
 * One task: its name and its sub-tasks. A sub-task is added only when the
 * last one is valid; a task keeps at least one sub-task.
 */
import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { TextInput } from '@/components/form/fields/text-input';
import type { FieldOption } from '@/components/form/form-types';
import { blankSubTask, LIMITS } from '@/features/checklists/components/schema';
import { SubTaskEditor } from '@/features/checklists/components/subtask-editor';
import { useAddWhenValid, useListError } from '@/features/checklists/components/add-when-valid';

export interface TaskEditorProps {
  index: number;
  typeOptions: FieldOption[];
  canRemove: boolean;
  onRemove: () => void;
}

export function TaskEditor({ index, typeOptions, canRemove, onRemove }: TaskEditorProps) {
  const { t } = useTranslation();
  const prefix = `taskList.${index}`;
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: `${prefix}.subTasks` });
  const add = useAddWhenValid();
  const listError = useListError(`${prefix}.subTasks`);
  const last = fields.length - 1;
  const title = t('checklists.editor.task', { n: index + 1 });
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }} role="group" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        <IconButton aria-label={t('checklists.editor.removeTask', { n: index + 1 })} disabled={!canRemove} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Stack spacing={2}>
        <TextInput config={{ name: `${prefix}.taskName`, label: 'checklists.fields.taskName', required: true }} />
        {fields.map((f, j) => (
          <SubTaskEditor
            key={f.id}
            prefix={`${prefix}.subTasks.${j}`}
            index={j}
            typeOptions={typeOptions}
            canRemove={fields.length > 1}
            onRemove={() => remove(j)}
          />
        ))}
        {listError && <FormHelperText error>{listError}</FormHelperText>}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={fields.length >= LIMITS.subTasks}
            onClick={() => void add(last >= 0 ? `${prefix}.subTasks.${last}` : null, () => append(blankSubTask()))}
          >
            {t('checklists.editor.addSubTask')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
