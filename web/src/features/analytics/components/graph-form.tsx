/**
 * The chilling graph's form: a site (searchable), one of its chilling units,
 * and the period's start and end dates (at most today) and times, on the
 * site's clock. Choosing another site clears a unit that is not there,
 * and moves an untouched period to the new site's clock: the last 24 hours
 * up to now there (a period taken from the browser's clock would end hours
 * early or late).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { DateProvider } from '@/components/form/date-provider';
import { FieldGrid } from '@/components/form/field-grid';
import { builderResolver } from '@/components/form/form-resolver';
import type { FieldConfig } from '@/components/form/form-types';
import { findSite, type Site, siteLabel, unitLabel } from '@/lib/sites';
import { wallClockIn } from '@/lib/format';
import { graphFromRoute, graphSchema, type GraphValues } from '@/features/analytics/components/graph-search';

const G = 'analytics.graph';

export interface GraphFormProps {
  initial: GraphValues;
  today: Date;
  sites: Site[] | undefined;
  loading: boolean;
  onShow: (v: GraphValues) => void;
}

export function GraphForm({ initial, today, sites, loading, onShow }: GraphFormProps) {
  const { t, i18n } = useTranslation();
  const current = useRef({ fields: [] as FieldConfig[], t, language: i18n.language });
  const [resolver] = useState(
    () => builderResolver(() => ({ schema: graphSchema as never, ...current.current })) as unknown as Resolver<GraphValues>,
  );
  const form = useForm<GraphValues>({ resolver, mode: 'onTouched', defaultValues: initial });
  const { control, setValue, getValues } = form;
  const siteId = useWatch({ control, name: 'siteId' });
  const site = findSite(sites, siteId);
  const zoneId = site?.zoneId;
  const { dirtyFields } = form.formState;
  const siteChosen = !!dirtyFields.siteId;
  const periodTouched = !!(dirtyFields.startDate || dirtyFields.startTime || dirtyFields.endDate || dirtyFields.endTime);
  useEffect(() => {
    if (!zoneId || !siteChosen || periodTouched) return;
    const d = graphFromRoute({ siteId: '', chillingUnitUuid: '' }, { start: null, end: null }, wallClockIn(new Date(), zoneId));
    setValue('startDate', d.startDate);
    setValue('startTime', d.startTime);
    setValue('endDate', d.endDate);
    setValue('endTime', d.endTime);
  }, [zoneId, siteChosen, periodTouched, setValue]);
  const maxDay = useMemo(() => (zoneId ? wallClockIn(new Date(), zoneId) : today), [zoneId, today]);

  // A unit that is not on the chosen site is cleared once the sites are known.
  useEffect(() => {
    if (!sites) return;
    const unit = getValues('chillingUnitUuid');
    if (unit && !site?.chillingUnitMonitoringDetailsList.some((u) => u.chillingUnitUuid === unit)) setValue('chillingUnitUuid', '');
  }, [sites, site, getValues, setValue]);

  const fields = useMemo<FieldConfig[]>(
    () => [
      {
        type: 'singleSelectSearch',
        name: 'siteId',
        label: `${G}.fields.site`,
        required: true,
        loading,
        width: 6,
        options: (sites ?? []).map((s) => ({ value: s.siteId, label: siteLabel(s) })),
      },
      {
        type: 'select',
        name: 'chillingUnitUuid',
        label: `${G}.fields.unit`,
        required: true,
        disabled: !site,
        width: 6,
        options: (site?.chillingUnitMonitoringDetailsList ?? []).map((u) => ({ value: u.chillingUnitUuid, label: unitLabel(u) })),
      },
      { type: 'datePicker', name: 'startDate', label: `${G}.fields.startDate`, required: true, maxDate: maxDay, width: 3 },
      { type: 'timePicker', name: 'startTime', label: `${G}.fields.startTime`, required: true, width: 3 },
      { type: 'datePicker', name: 'endDate', label: `${G}.fields.endDate`, required: true, maxDate: maxDay, width: 3 },
      { type: 'timePicker', name: 'endTime', label: `${G}.fields.endTime`, required: true, width: 3 },
    ],
    [sites, site, loading, maxDay],
  );
  useEffect(() => {
    current.current = { fields, t, language: i18n.language };
  });

  return (
    <DateProvider>
      <FormProvider {...form}>
        <Box component="form" noValidate aria-label={t(`${G}.formLabel`)} onSubmit={(e) => void form.handleSubmit(onShow)(e)}>
          <FieldGrid fields={fields} />
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {site?.zoneId ? t(`${G}.siteTime`, { zone: site.zoneId }) : t(`${G}.siteTimeUnknown`)}
            </Typography>
            <Button type="submit" variant="contained" startIcon={<ShowChartIcon />}>
              {t(`${G}.submit`)}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
    </DateProvider>
  );
}
