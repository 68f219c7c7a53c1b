/** The audit log's filters; Search writes them to the URL, Clear empties them. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { DateProvider } from '@/components/form/date-provider';
import { FieldGrid } from '@/components/form/field-grid';
import { builderResolver } from '@/components/form/form-resolver';
import type { FieldConfig } from '@/components/form/form-types';
import { auditFilterSchema, EMPTY_FILTER, type AuditFilterValues } from '@/features/audit/components/audit-filter';
import { AUDIT_ACTIONS, AUDIT_OBJECTS } from '@/features/audit/components/audit-vocabulary';

const F = 'audit.filters';

export interface AuditFilterFormProps {
  initial: AuditFilterValues;
  onSearch: (v: AuditFilterValues) => void;
}

export function AuditFilterForm({ initial, onSearch }: AuditFilterFormProps) {
  const { t, i18n } = useTranslation();
  const current = useRef({ fields: [] as FieldConfig[], t, language: i18n.language });
  const [resolver] = useState(
    () => builderResolver(() => ({ schema: auditFilterSchema as never, ...current.current })) as unknown as Resolver<AuditFilterValues>,
  );
  const form = useForm<AuditFilterValues>({ resolver, mode: 'onTouched', defaultValues: initial });

  const fields = useMemo<FieldConfig[]>(
    () => [
      { type: 'datePicker', name: 'from', label: `${F}.from`, disableFuture: true, width: 3 },
      { type: 'datePicker', name: 'to', label: `${F}.to`, width: 3 },
      { type: 'text', name: 'actor', label: `${F}.actor`, width: 6 },
      {
        type: 'select',
        name: 'action',
        label: `${F}.action`,
        width: 6,
        options: [{ value: '', label: `${F}.anyAction` }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: `audit.actions.${a}` }))],
      },
      {
        type: 'select',
        name: 'object',
        label: `${F}.object`,
        width: 6,
        options: [{ value: '', label: `${F}.anyObject` }, ...AUDIT_OBJECTS.map((o) => ({ value: o, label: `audit.objects.${o}` }))],
      },
    ],
    [],
  );
  useEffect(() => {
    current.current = { fields, t, language: i18n.language };
  });

  return (
    <DateProvider>
      <FormProvider {...form}>
        <Box component="form" noValidate aria-label={t(`${F}.label`)} onSubmit={(e) => void form.handleSubmit(onSearch)(e)}>
          <FieldGrid fields={fields} />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => onSearch(EMPTY_FILTER)}>
              {t(`${F}.clear`)}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              {t(`${F}.search`)}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
    </DateProvider>
  );
}
