/**
 * /configuration/chilling-cost/:siteId[?bmc=<customer BMC id>]: the
 * per-BMC chilling cost form (spec 02 §3, §7; issue 15 point 12). Pick one
 * of the site's BMCs; its record loads (the defaults when none is stored),
 * and Save stores it (PUT notificationService/ChillingCostdata/update). The
 * rules are the server's (chilling-cost-schema); a refusal shows on the
 * fields. Opened from the site details page (SITE_CONFIGURATION).
 */
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, CircularProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { PageHeader } from '@/components/page-header/page-header';
import { FormBuilder } from '@/components/form/form-builder';
import type { FieldConfig } from '@/components/form/form-types';
import { ApiError } from '@/lib/api-client';
import { useSite } from '@/features/sites/api/get-site';
import { useChillingCost, useUpdateChillingCost, type ChillingCost } from '@/features/sites/api/chilling-costs';
import { chillingCostFormSchema, type ChillingCostFormValues } from '@/features/sites/components/chilling-cost-schema';
import { siteDetailsPath } from '@/features/sites/components/site-paths';

const F = 'sites.cost.fields';

const fields: FieldConfig[] = [
  {
    type: 'number',
    name: 'gridUsageHourWhenChilling',
    label: `${F}.gridUsageHourWhenChilling`,
    required: true,
    min: 0,
    step: 0.1,
    width: 6,
  },
  {
    type: 'number',
    name: 'gridUsageHourWhenNOTChilling',
    label: `${F}.gridUsageHourWhenNOTChilling`,
    required: true,
    min: 0,
    step: 0.1,
    width: 6,
  },
  { type: 'number', name: 'gridUsageCostUnit', label: `${F}.gridUsageCostUnit`, required: true, min: 0, step: 0.01, width: 6 },
  { type: 'number', name: 'dgFuelCostPerLiter', label: `${F}.dgFuelCostPerLiter`, required: true, min: 0, step: 0.01, width: 6 },
  {
    type: 'number',
    name: 'dgFuelUsageHourWhenChilling',
    label: `${F}.dgFuelUsageHourWhenChilling`,
    required: true,
    min: 0,
    step: 0.1,
    width: 6,
  },
  {
    type: 'number',
    name: 'dgFuelUsageHourWhenNotChilling',
    label: `${F}.dgFuelUsageHourWhenNotChilling`,
    required: true,
    min: 0,
    step: 0.1,
    width: 6,
  },
  { type: 'number', name: 'underChilledTemperature', label: `${F}.underChilledTemperature`, required: true, step: 0.1, width: 6 },
  { type: 'number', name: 'overChilledTemperature', label: `${F}.overChilledTemperature`, required: true, step: 0.1, width: 6 },
  {
    type: 'number',
    name: 'processedTimeCalibrationinmins',
    label: `${F}.processedTimeCalibrationinmins`,
    required: true,
    step: 1,
    width: 6,
  },
];

/** The server names a field of the first record "[0].name": the form's field is "name". */
export function forTheForm(error: unknown): unknown {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || !error.body.errors) return error;
  return new ApiError(error.status, {
    ...error.body,
    errors: error.body.errors.map((e) => ({ ...e, field: e.field.replace(/^\[\d+\]\./, '') })),
  });
}

export default function ChillingCostRoute() {
  const { t } = useTranslation();
  const { siteId } = useParams();
  const [search, setSearch] = useSearchParams();
  const site = useSite(siteId);
  const bmcs = useMemo(
    () =>
      (site.data?.chillingUnitMonitoringDetailsList ?? [])
        .map((u) => ({ id: u.chillingUnit.customerBmcId, name: u.chillingUnit.bmcName || u.chillingUnit.chillingCenterName }))
        .filter((b) => b.id),
    [site.data],
  );
  const chosen = search.get('bmc') || bmcs[0]?.id || '';
  const cost = useChillingCost(chosen || undefined);
  const save = useUpdateChillingCost();
  const [saved, setSaved] = useState<string | null>(null);

  const onSubmit = async (values: ChillingCostFormValues) => {
    setSaved(null);
    try {
      await save.mutateAsync({ customer_id: chosen, ...(values as Omit<ChillingCost, 'customer_id'>) });
      setSaved(chosen);
    } catch (e) {
      throw forTheForm(e);
    }
  };

  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('layout.home'), to: '/dashboard' },
          { label: site.data?.siteName || siteId || '', to: siteId ? siteDetailsPath(siteId) : undefined },
          { label: t('sites.cost.title') },
        ]}
      />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('sites.cost.title')}
          </Typography>
          <Typography color="text.secondary">{t('sites.cost.intro')}</Typography>
          {site.isPending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <Typography>{t('sites.details.loading')}</Typography>
            </Stack>
          ) : bmcs.length === 0 ? (
            <Alert severity="info">{t('sites.cost.noBmc')}</Alert>
          ) : (
            <>
              <TextField
                select
                label={t('sites.cost.bmc')}
                value={chosen}
                onChange={(e) => {
                  setSaved(null);
                  setSearch({ bmc: e.target.value }, { replace: true });
                }}
                sx={{ maxWidth: 420 }}
              >
                {bmcs.map((b) => (
                  <MenuItem key={b.id} value={b.id}>
                    {b.name ? `${b.name} (${b.id})` : b.id}
                  </MenuItem>
                ))}
              </TextField>
              {saved === chosen && (
                <Alert severity="success" role="status">
                  {t('sites.cost.saved', { bmc: chosen })}
                </Alert>
              )}
              {cost.isError && <Alert severity="error">{cost.error instanceof Error ? cost.error.message : String(cost.error)}</Alert>}
              {cost.data && (
                <FormBuilder
                  key={chosen}
                  aria-label={t('sites.cost.title')}
                  fields={fields}
                  schema={chillingCostFormSchema}
                  values={cost.data as FieldValues}
                  onSubmit={onSubmit}
                  submitLabel="sites.cost.save"
                />
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
