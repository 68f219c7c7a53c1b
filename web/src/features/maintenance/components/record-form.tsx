/**
 * Enter a preventive-maintenance record (spec 02 §2): a site, then a
 * chilling unit, a checklist template (which gives the tasks), who
 * performed it, when (default now) and when it is next due, then each
 * sub-task's reading and a comment. Success says "CheckList Created" and
 * starts a new record; a failure keeps the form and shows the server's
 * error in a dialog and its field messages on their fields.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldGrid } from '@/components/form/field-grid';
import type { FieldConfig } from '@/components/form/form-types';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { SuccessDialog } from '@/components/dialogs/success-dialog';
import { ApiError } from '@/lib/api-client';
import { statusOf } from '@/lib/errors';
import { useSites } from '@/lib/sites';
import { siteKey } from '@/features/maintenance/components/site-key';
import { useChecklistTemplates } from '@/features/maintenance/api/checklist-template';
import { useCreateRecord } from '@/features/maintenance/api/create-record';
import { newRecordValues, recordFormSchema, toRecordInput, type RecordFormValues } from '@/features/maintenance/components/record-schema';
import { DateProvider } from '@/components/form/date-provider';
import { UnitPicker } from '@/features/maintenance/components/unit-picker';
import { ChecklistPicker } from '@/features/maintenance/components/checklist-picker';
import { RecordTaskList } from '@/features/maintenance/components/record-task-list';

const FORM_FIELDS = /^(chillingUnitUuid|checklistName|performedBy|actionDay|dueDate|taskList)(\.|$)/;

/** A server field path as the form's: the action date is the form's action day; [n] → .n */
export function recordFormPath(field: string): string {
  const path = field.replace(/\[(\d+)\]/g, '.$1');
  return path === 'actionDate' ? 'actionDay' : path;
}

interface Failure {
  status: number | null;
  message: string;
  error: unknown;
}

export function RecordForm({ performer }: { performer: string }) {
  const { t } = useTranslation();
  const sites = useSites();
  const create = useCreateRecord();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [created, setCreated] = useState(false);
  const [resolver] = useState(() => zodResolver(recordFormSchema()) as unknown as Resolver<RecordFormValues>);
  const form = useForm<RecordFormValues>({ resolver, mode: 'onTouched', defaultValues: newRecordValues(performer) });

  const siteId = useWatch({ control: form.control, name: 'siteId' });
  const chosen = useWatch({ control: form.control, name: 'checklistName' });
  const actionDay = useWatch({ control: form.control, name: 'actionDay' });
  const site = sites.data?.find((s) => siteKey(s) === siteId);
  // The templates usable at the unit's organisation: the site's sub-organisation and those above it.
  const templates = useChecklistTemplates(site ? site.subOrganizationName || site.organizationName || undefined : undefined, !!site);

  const whenFields = useMemo<FieldConfig[]>(
    () => [
      { type: 'text', name: 'performedBy', label: 'maintenance.fields.performedBy', required: true, width: 6 },
      { type: 'datePicker', name: 'actionDay', label: 'maintenance.fields.actionDate', required: true, disableFuture: true, width: 4 },
      { type: 'timePicker', name: 'actionTime', label: 'maintenance.fields.actionTime', required: true, width: 3 },
      {
        type: 'datePicker',
        name: 'dueDate',
        label: 'maintenance.fields.dueDate',
        width: 5,
        minDate: actionDay instanceof Date && !Number.isNaN(actionDay.getTime()) ? actionDay : undefined,
      },
    ],
    [actionDay],
  );

  const showServerErrors = (error: unknown, focus: boolean) => {
    if (!(error instanceof ApiError) || typeof error.body !== 'object') return;
    let first = focus;
    for (const e of error.body.errors ?? []) {
      const path = recordFormPath(e.field);
      if (!FORM_FIELDS.test(path)) continue;
      form.setError(path as 'performedBy', { type: 'server', message: e.message }, { shouldFocus: first });
      first = false;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const template = templates.data?.find((x) => x.checklistName === values.checklistName);
      await create.mutateAsync(toRecordInput(values, template?.checklistDescription ?? ''));
      form.reset(newRecordValues(performer));
      setCreated(true);
    } catch (error) {
      showServerErrors(error, true);
      setFailure({ status: statusOf(error), message: error instanceof Error ? error.message : String(error), error });
    }
  });

  const submitting = form.formState.isSubmitting;
  return (
    <DateProvider>
      <FormProvider {...form}>
        <Box component="form" noValidate aria-label={t('maintenance.enter.title')} onSubmit={(e) => void submit(e)}>
          <Stack spacing={3}>
            <Box>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t('maintenance.enter.unitSection')}
              </Typography>
              <UnitPicker sites={sites.data} loading={sites.isPending} />
            </Box>
            <Box>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t('maintenance.enter.checklistSection')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <ChecklistPicker templates={templates.data} loading={templates.isFetching} disabled={!site} error={templates.error} />
                </Grid>
              </Grid>
            </Box>
            <FieldGrid fields={whenFields} />
            <RecordTaskList checklistName={chosen} />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button variant="outlined" onClick={() => form.reset(newRecordValues(performer))}>
                {t('maintenance.enter.reset')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={submitting}
                startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {t('maintenance.enter.save')}
              </Button>
            </Stack>
          </Stack>
        </Box>
        <SuccessDialog open={created} onClose={() => setCreated(false)} message={t('maintenance.enter.created')} />
        <ErrorDialog
          open={failure !== null}
          onClose={() => {
            if (failure) showServerErrors(failure.error, false);
            setFailure(null);
            create.reset();
          }}
          status={failure?.status}
          message={failure?.message}
        />
      </FormProvider>
    </DateProvider>
  );
}
