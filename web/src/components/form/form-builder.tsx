import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormReset,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z, ZodType } from 'zod';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR as pickersFr } from '@mui/x-date-pickers/locales';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { FieldConfig } from '@/components/form/form-types';
import { FieldGrid } from '@/components/form/field-grid';
import { FormFieldsContext } from '@/components/form/form-context';
import { builderResolver } from '@/components/form/form-resolver';
import { buildDefaults, fieldPaths } from '@/components/form/field-paths';
import { applyServerErrors } from '@/components/form/server-errors';
import { dateLocale } from '@/components/form/date-formats';
import { useTx } from '@/components/form/translate-text';

/** What onSubmit (and onReady) get to act on the form. */
export interface FormHelpers {
  form: UseFormReturn<FieldValues>;
  setError: UseFormSetError<FieldValues>;
  /** Shows an ApiError's field errors (body.errors[]) on the fields; returns the messages no field took. */
  applyServerErrors: (error: unknown) => string[];
  reset: UseFormReset<FieldValues>;
}

export interface FormBuilderProps<S extends ZodType<FieldValues, FieldValues>> {
  fields: FieldConfig[];
  /** The form's rules; the field types add their own (passwords equal, date bounds). */
  schema: S;
  /** Starting values; fields left out start empty ('' / [] / null / false). */
  defaultValues?: DefaultValues<z.input<S>>;
  /** Values that replace the form's whenever they change (a record that has loaded). */
  values?: DefaultValues<z.input<S>>;
  /**
   * Called with the parsed values. When it throws an ApiError, its field
   * errors go on the fields and the rest shows above the buttons (unless
   * onSubmitError takes it).
   */
  onSubmit: (values: z.output<S>, helpers: FormHelpers) => void | Promise<void>;
  onSubmitError?: (error: unknown, helpers: FormHelpers) => void;
  /** A server refusal to show on the fields (e.g. a mutation's error). */
  serverError?: unknown;
  /** An i18n key or text; 'Submit' by default. */
  submitLabel?: string;
  hideSubmit?: boolean;
  /** Extra buttons beside Submit (Cancel...). */
  actions?: ReactNode;
  /** Disables the submit button (e.g. while the record loads). */
  submitDisabled?: boolean;
  /** Gets the helpers once, e.g. to reset the form when a record loads. */
  onReady?: (helpers: FormHelpers) => void;
  id?: string;
  'aria-label'?: string;
}

/**
 * Renders a form from a field list with react-hook-form and a zod schema.
 * Errors show once a field is touched or a submit was tried; server field
 * errors show at once.
 */
export function FormBuilder<S extends ZodType<FieldValues, FieldValues>>({
  fields,
  schema,
  defaultValues,
  values,
  onSubmit,
  onSubmitError,
  serverError,
  submitLabel,
  hideSubmit,
  actions,
  submitDisabled,
  onReady,
  id,
  'aria-label': ariaLabel,
}: FormBuilderProps<S>) {
  const { t, i18n } = useTranslation();
  const tx = useTx();
  const current = useRef({ schema: schema as ZodType<FieldValues, FieldValues>, fields, t, language: i18n.language, onReady });
  useEffect(() => {
    current.current = { schema, fields, t, language: i18n.language, onReady };
  });
  const [resolver] = useState(() => builderResolver(() => current.current));
  // biome-ignore lint/correctness/useExhaustiveDependencies: callers rebuild `fields` on every render, and react-hook-form resets the form whenever `values` changes identity: a new record (values) is what reloads the form.
  const loaded = useMemo(() => (values ? buildDefaults(fields, values as FieldValues) : undefined), [values]);
  const form = useForm<FieldValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: buildDefaults(fields, defaultValues as FieldValues | undefined),
    values: loaded,
  });
  const [formError, setFormError] = useState<string | null>(null);

  const helpers = useMemo<FormHelpers>(
    () => ({
      form,
      setError: form.setError,
      reset: form.reset,
      applyServerErrors: (error: unknown) => applyServerErrors(error, form.setError, current.current.fields.flatMap(fieldPaths)),
    }),
    [form],
  );

  // Once per form (helpers), with the caller's latest onReady: an inline callback would otherwise call it on every render.
  useEffect(() => {
    current.current.onReady?.(helpers);
  }, [helpers]);

  useEffect(() => {
    if (!serverError) return;
    const unmatched = helpers.applyServerErrors(serverError);
    setFormError(unmatched.length ? unmatched.join(' ') : null);
  }, [serverError, helpers]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values as z.output<S>, helpers);
    } catch (e) {
      const unmatched = helpers.applyServerErrors(e);
      if (onSubmitError) onSubmitError(e, helpers);
      else if (unmatched.length) setFormError(unmatched.join(' '));
    }
  });

  const fr = i18n.language?.startsWith('fr');
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateLocale(i18n.language)}
      localeText={fr ? pickersFr.components.MuiLocalizationProvider.defaultProps.localeText : undefined}
    >
      <FormFieldsContext.Provider value={fields}>
        <FormProvider {...form}>
          <Box component="form" id={id} aria-label={ariaLabel} noValidate onSubmit={(e) => void submit(e)}>
            <FieldGrid fields={fields} />
            {formError && (
              <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFormError(null)}>
                {formError}
              </Alert>
            )}
            {(!hideSubmit || actions) && (
              <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
                {actions}
                {!hideSubmit && (
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={submitDisabled || form.formState.isSubmitting}
                    startIcon={form.formState.isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
                  >
                    {submitLabel ? tx(submitLabel) : t('form.submit')}
                  </Button>
                )}
              </Stack>
            )}
          </Box>
        </FormProvider>
      </FormFieldsContext.Provider>
    </LocalizationProvider>
  );
}
