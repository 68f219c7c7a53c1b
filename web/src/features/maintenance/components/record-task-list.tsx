/** The chosen checklist's tasks, each sub-task with its reading and a comment. */
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextInput } from '@/components/form/fields/text-input';
import type { RecordTaskValues } from '@/features/maintenance/components/record-schema';
import { ReadingInput } from '@/features/maintenance/components/reading-input';
import { showType } from '@/features/maintenance/components/display';

export function RecordTaskList({ checklistName }: { checklistName: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const tasks = (useWatch({ control, name: 'taskList' }) as RecordTaskValues[] | undefined) ?? [];
  if (tasks.length === 0) return null;
  return (
    <Stack spacing={2}>
      {tasks.map((task, i) => (
        <Paper
          key={`${checklistName}/${task.taskName}`}
          variant="outlined"
          sx={{ p: 2, bgcolor: 'grey.50' }}
          role="group"
          aria-label={task.taskName}
        >
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {task.taskName}
          </Typography>
          <Stack spacing={1.5}>
            {task.subTaskList.map((st, j) => {
              const prefix = `taskList.${i}.subTaskList.${j}`;
              return (
                <Paper
                  key={`${checklistName}/${task.taskName}/${st.subTaskName}`}
                  variant="outlined"
                  sx={{ p: 1.5 }}
                  role="group"
                  aria-label={st.subTaskName}
                >
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 12, md: 4 }}>
                      <Typography variant="subtitle2">{st.subTaskName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {st.subTaskDescription}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {showType(st.taskType, t)}
                      </Typography>
                    </Grid>
                    <Grid size={{ xs: 12, md: 4 }}>
                      <ReadingInput prefix={prefix} taskType={st.taskType} taskValue={st.taskValue} />
                    </Grid>
                    <Grid size={{ xs: 12, md: 4 }}>
                      <TextInput config={{ name: `${prefix}.comment`, label: 'maintenance.fields.comment' }} />
                    </Grid>
                  </Grid>
                </Paper>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
