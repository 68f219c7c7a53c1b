/** The record search: a site and chilling unit (required) and the date range; searching writes it to the URL. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import SearchIcon from '@mui/icons-material/Search';
import { FieldGrid } from '@/components/form/field-grid';
import type { FieldConfig } from '@/components/form/form-types';
import { useSites } from '@/lib/sites';
import { searchSchema, type SearchValues } from '@/features/maintenance/components/search-schema';
import { DateProvider } from '@/components/form/date-provider';
import { UnitPicker } from '@/features/maintenance/components/unit-picker';

export function RecordSearchForm({ initial, onSearch }: { initial: SearchValues; onSearch: (v: SearchValues) => void }) {
  const { t } = useTranslation();
  const sites = useSites();
  const [resolver] = useState(() => zodResolver(searchSchema) as unknown as Resolver<SearchValues>);
  const form = useForm<SearchValues>({ resolver, mode: 'onTouched', defaultValues: initial });
  const dates = useMemo<FieldConfig[]>(
    () => [
      { type: 'datePicker', name: 'from', label: 'maintenance.fields.from', required: true, disableFuture: true, width: 6 },
      { type: 'datePicker', name: 'to', label: 'maintenance.fields.to', required: true, width: 6 },
    ],
    [],
  );
  return (
    <DateProvider>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label={t('maintenance.view.searchLabel')}
          onSubmit={(e) => void form.handleSubmit(onSearch)(e)}
        >
          <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <UnitPicker sites={sites.data} loading={sites.isPending} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FieldGrid fields={dates} />
            </Grid>
            <Grid size={{ xs: 12, md: 1 }}>
              <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 1 }}>
                {t('maintenance.view.search')}
              </Button>
            </Grid>
          </Grid>
        </Box>
      </FormProvider>
    </DateProvider>
  );
}
