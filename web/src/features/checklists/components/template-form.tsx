/**
 * The checklist template editor, create or edit (spec 02 §2, §5): name,
 * description and tasks, each task with its sub-tasks and each sub-task's
 * value in the shape of its type. A task, sub-task or entry is added only
 * when the current one is valid. Saving goes back to the list; a failure
 * keeps the form, ends the submit, shows the server's error in a dialog and
 * its field messages on their fields.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormProvider, useFieldArray, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { TextInput } from '@/components/form/fields/text-input';
import type { FieldOption } from '@/components/form/form-types';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { ApiError } from '@/lib/api-client';
import { statusOf } from '@/lib/errors';
import type { Template } from '@/features/checklists/api/template';
import { useChecklistValueTypes } from '@/features/checklists/api/get-checklist-value-types';
import { useCreateTemplate } from '@/features/checklists/api/create-template';
import { useUpdateTemplate } from '@/features/checklists/api/update-template';
import { blankTask, blankTemplate, LIMITS, templateFormSchema, type TemplateFormValues } from '@/features/checklists/components/schema';
import { formPath, toFormValues, toTemplateInput } from '@/features/checklists/components/template-payload';
import { useAddWhenValid, useListError } from '@/features/checklists/components/add-when-valid';
import { TaskEditor } from '@/features/checklists/components/task-editor';

export const TEMPLATE_LIST_PATH = '/configuration/checklist-templates-list?page=0&size=10';

const FORM_FIELDS = /^(checklistName|checklistDescription|taskList)(\.|$)/;

interface Failure {
  status: number | null;
  message: string;
  error: unknown;
}

export interface TemplateFormProps {
  /** The loaded template when editing. */
  record?: Template;
  /** The organisation a new template goes to (the caller's own when undefined). */
  orgName?: string;
}

function TaskList({ typeOptions }: { typeOptions: FieldOption[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<TemplateFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'taskList' });
  const add = useAddWhenValid();
  const listError = useListError('taskList');
  const last = fields.length - 1;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('checklists.editor.tasks')}
      </Typography>
      {fields.map((f, i) => (
        <TaskEditor key={f.id} index={i} typeOptions={typeOptions} canRemove={fields.length > 1} onRemove={() => remove(i)} />
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={fields.length >= LIMITS.tasks}
          onClick={() => void add(last >= 0 ? `taskList.${last}` : null, () => append(blankTask()))}
        >
          {t('checklists.editor.addTask')}
        </Button>
      </Box>
    </Stack>
  );
}

export function TemplateForm({ record, orgName }: TemplateFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const types = useChecklistValueTypes();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [defaultValues] = useState(() => (record ? toFormValues(record) : blankTemplate()));
  const form = useForm<TemplateFormValues>({
    resolver: zodResolver(templateFormSchema) as unknown as Resolver<TemplateFormValues>,
    mode: 'onTouched',
    defaultValues,
  });

  const typeOptions = useMemo<FieldOption[]>(
    () => (types.data ?? []).map((v) => ({ value: v.typeName, label: v.typeDisplayName || v.typeName })),
    [types.data],
  );

  /** The server's field messages on their fields (those the form has). */
  const showServerErrors = (error: unknown, focus: boolean) => {
    if (!(error instanceof ApiError) || typeof error.body !== 'object') return;
    const values = form.getValues();
    let first = focus;
    for (const e of error.body.errors ?? []) {
      const path = formPath(e.field, values);
      if (!FORM_FIELDS.test(path)) continue;
      form.setError(path as 'checklistName', { type: 'server', message: e.message }, { shouldFocus: first });
      first = false;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = toTemplateInput(values, record ? record.orgName : orgName);
      if (record) await update.mutateAsync({ templateId: record.id, body });
      else await create.mutateAsync(body);
      await navigate(TEMPLATE_LIST_PATH);
    } catch (error) {
      showServerErrors(error, true);
      setFailure({ status: statusOf(error), message: error instanceof Error ? error.message : String(error), error });
    }
  });

  const submitting = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={t(record ? 'checklists.editTitle' : 'checklists.createTitle')}
        onSubmit={(e) => void submit(e)}
      >
        <Stack spacing={3}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput config={{ name: 'checklistName', label: 'checklists.fields.checklistName', required: true }} />
            </Grid>
            <Grid size={12}>
              <TextInput
                config={{ name: 'checklistDescription', label: 'checklists.fields.checklistDescription', required: true }}
                textFieldProps={{ multiline: true, minRows: 2 }}
              />
            </Grid>
          </Grid>
          <TaskList typeOptions={typeOptions} />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => void navigate(TEMPLATE_LIST_PATH)}>
              {t('checklists.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t(record ? 'checklists.save' : 'checklists.create')}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <ErrorDialog
        open={failure !== null}
        onClose={() => {
          // The dialog taking the focus re-checked the field: put the server's messages back.
          if (failure) showServerErrors(failure.error, false);
          setFailure(null);
          create.reset();
          update.reset();
        }}
        status={failure?.status}
        message={failure?.message}
      />
    </FormProvider>
  );
}
