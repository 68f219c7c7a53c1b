/**
 * The alerts search form: the chilling units of the user's sites (several,
 * with Select All), a start date and an end date (at most today), each
 * required with the spec's messages.
 */
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
import { unitLabel, type Site } from '@/lib/sites';
import { alertsSearchSchema, type AlertsSearchValues } from '@/features/monitoring/components/alerts-search';

const S = 'monitoring.alertsSearch';

export interface AlertsSearchFormProps {
  initial: AlertsSearchValues;
  today: Date;
  sites: Site[] | undefined;
  loading: boolean;
  busy: boolean;
  onSearch: (v: AlertsSearchValues) => void;
}

/** Every unit of the sites as a choice: the unit, then its site. */
export function unitOptions(sites: Site[] | undefined) {
  return (sites ?? []).flatMap((s) =>
    s.chillingUnitMonitoringDetailsList
      .filter((u) => u.chillingUnitUuid)
      .map((u) => ({ value: u.chillingUnitUuid, label: `${unitLabel(u)} — ${s.siteName || s.siteId}` })),
  );
}

export function AlertsSearchForm({ initial, today, sites, loading, busy, onSearch }: AlertsSearchFormProps) {
  const { t, i18n } = useTranslation();
  const current = useRef({ fields: [] as FieldConfig[], t, language: i18n.language });
  const [resolver] = useState(
    () => builderResolver(() => ({ schema: alertsSearchSchema as never, ...current.current })) as unknown as Resolver<AlertsSearchValues>,
  );
  const form = useForm<AlertsSearchValues>({ resolver, mode: 'onTouched', defaultValues: initial });

  const fields = useMemo<FieldConfig[]>(
    () => [
      { type: 'multiSelectAll', name: 'units', label: `${S}.fields.units`, required: true, loading, width: 6, options: unitOptions(sites) },
      { type: 'datePicker', name: 'startDate', label: `${S}.fields.startDate`, required: true, maxDate: today, width: 3 },
      { type: 'datePicker', name: 'endDate', label: `${S}.fields.endDate`, required: true, maxDate: today, width: 3 },
    ],
    [sites, loading, today],
  );
  useEffect(() => {
    current.current = { fields, t, language: i18n.language };
  });

  return (
    <DateProvider>
      <FormProvider {...form}>
        <Box component="form" noValidate aria-label={t(`${S}.searchLabel`)} onSubmit={(e) => void form.handleSubmit(onSearch)(e)}>
          <FieldGrid fields={fields} />
          <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy}>
              {busy ? t(`${S}.searching`) : t(`${S}.submit`)}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
    </DateProvider>
  );
}
