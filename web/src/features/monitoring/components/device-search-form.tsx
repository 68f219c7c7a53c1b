/**
 * The device data form: a site (searchable), one of its chilling units, and
 * the window's start and end dates (at most today) and times. Choosing
 * another site clears a unit that is not there, and moves a period the user
 * has not touched to that site's clock; a site or unit of the URL that the
 * caller does not see is cleared once the sites have loaded.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { startOfDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { FieldGrid } from '@/components/form/field-grid';
import { builderResolver } from '@/components/form/form-resolver';
import type { FieldConfig } from '@/components/form/form-types';
import { findSite, siteLabel, unitLabel, type Site } from '@/lib/sites';
import { DateProvider } from '@/components/form/date-provider';
import { defaultWindow, nowAt, searchSchema, type SearchValues } from '@/features/monitoring/components/device-search';

const F = 'monitoring.deviceData.fields';

export interface DeviceSearchFormProps {
  initial: SearchValues;
  /** The date pickers' maximum until a site is chosen: today on the URL site's clock, or the browser's. */
  today: Date;
  sites: Site[] | undefined;
  loading: boolean;
  onSearch: (v: SearchValues) => void;
}

export function DeviceSearchForm({ initial, today, sites, loading, onSearch }: DeviceSearchFormProps) {
  const { t, i18n } = useTranslation();
  // The resolver reads the latest fields and language (the field types add their own rules: dates up to today).
  const current = useRef({ fields: [] as FieldConfig[], t, language: i18n.language });
  const [resolver] = useState(
    () => builderResolver(() => ({ schema: searchSchema as never, ...current.current })) as unknown as Resolver<SearchValues>,
  );
  const form = useForm<SearchValues>({ resolver, mode: 'onTouched', defaultValues: initial });
  const { control, setValue, getValues } = form;
  const { dirtyFields } = form.formState;
  const siteId = useWatch({ control, name: 'siteId' });
  const site = findSite(sites, siteId);
  const zoneId = site?.zoneId;
  // The pickers' maximum is today on the chosen site's clock (which may be a day ahead of the browser's).
  const maxDay = useMemo(() => (zoneId ? nowAt(zoneId, new Date()) : today), [zoneId, today]);

  // A site chosen here moves an untouched period to its own clock: the start of yesterday to now there.
  const siteChosen = !!dirtyFields.siteId;
  const periodTouched = !!(dirtyFields.startDate || dirtyFields.startTime || dirtyFields.endDate || dirtyFields.endTime);
  useEffect(() => {
    if (!zoneId || !siteChosen || periodTouched) return;
    const w = defaultWindow(nowAt(zoneId, new Date()));
    setValue('startDate', startOfDay(w.start));
    setValue('startTime', w.start);
    setValue('endDate', startOfDay(w.end));
    setValue('endTime', w.end);
  }, [zoneId, siteChosen, periodTouched, setValue]);

  // A site or unit the caller cannot choose is cleared once the sites are known.
  useEffect(() => {
    if (!sites) return;
    if (siteId && !site) {
      setValue('siteId', '');
      setValue('chillingUnitUuid', '');
      return;
    }
    const unit = getValues('chillingUnitUuid');
    if (unit && !site?.chillingUnitMonitoringDetailsList.some((u) => u.chillingUnitUuid === unit)) {
      setValue('chillingUnitUuid', '');
    }
  }, [sites, site, siteId, getValues, setValue]);

  const fields = useMemo<FieldConfig[]>(
    () => [
      {
        type: 'singleSelectSearch',
        name: 'siteId',
        label: `${F}.site`,
        required: true,
        loading,
        width: 6,
        options: (sites ?? []).map((s) => ({ value: s.siteId, label: siteLabel(s) })),
      },
      {
        type: 'select',
        name: 'chillingUnitUuid',
        label: `${F}.unit`,
        required: true,
        disabled: !site,
        width: 6,
        options: (site?.chillingUnitMonitoringDetailsList ?? [])
          .filter((u) => u.chillingUnitUuid)
          .map((u) => ({ value: u.chillingUnitUuid, label: unitLabel(u) })),
      },
      { type: 'datePicker', name: 'startDate', label: `${F}.startDate`, required: true, maxDate: maxDay, width: 3 },
      { type: 'timePicker', name: 'startTime', label: `${F}.startTime`, required: true, width: 3 },
      { type: 'datePicker', name: 'endDate', label: `${F}.endDate`, required: true, maxDate: maxDay, width: 3 },
      { type: 'timePicker', name: 'endTime', label: `${F}.endTime`, required: true, width: 3 },
    ],
    [sites, site, loading, maxDay],
  );
  useEffect(() => {
    current.current = { fields, t, language: i18n.language };
  });

  return (
    <DateProvider>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label={t('monitoring.deviceData.searchLabel')}
          onSubmit={(e) => void form.handleSubmit(onSearch)(e)}
        >
          <FieldGrid fields={fields} />
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {site?.zoneId ? t('monitoring.deviceData.siteTime', { zone: site.zoneId }) : t('monitoring.deviceData.siteTimeUnknown')}
            </Typography>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              {t('monitoring.deviceData.submit')}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
    </DateProvider>
  );
}
