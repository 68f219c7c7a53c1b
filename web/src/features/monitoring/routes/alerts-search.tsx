/**
 * /monitoring/alerts/alertsSearchAll (spec 03 §2 "Alerts Search"): choose
 * chilling units and a date range, then Search lists their alerts grouped
 * by unit ('No data found!' when there are none). The search is in the
 * URL (units, start, end), so a result can be reloaded and shared. Export
 * saves the result as alertsSearch.xlsx through the server's table export.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExportButton } from '@/components/data-table/export-button';
import { PageHeader } from '@/components/page-header/page-header';
import { useMonitoringSites } from '@/features/monitoring/api/get-sites';
import { searchAllAlerts } from '@/features/monitoring/api/search-alerts';
import { AlertGroupsTable } from '@/features/monitoring/components/alert-groups-table';
import {
  alertsSearchExport,
  groupByUnit,
  isRunnable,
  searchBody,
  searchFromUrl,
  searchToUrl,
  sitesOfUnits,
  type AlertsSearchValues,
} from '@/features/monitoring/components/alerts-search';
import { AlertsSearchForm } from '@/features/monitoring/components/alerts-search-form';

const S = 'monitoring.alertsSearch';

export default function AlertsSearchRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sites = useMonitoringSites();
  const [today] = useState(() => new Date());
  const search = useMemo(() => searchFromUrl(params, today), [params, today]);
  const submitted = params.has('units') && isRunnable(search);
  const siteUuids = useMemo(() => sitesOfUnits(sites.data ?? [], search.units), [sites.data, search.units]);

  const results = useQuery({
    queryKey: ['monitoring', 'alerts-search', search, siteUuids],
    queryFn: ({ signal }) => searchAllAlerts(searchBody(search, siteUuids), signal),
    enabled: submitted && sites.isSuccess,
    meta: { handlesError: true },
  });
  const groups = useMemo(() => groupByUnit(results.data ?? []), [results.data]);

  const onSearch = (v: AlertsSearchValues) => setParams(searchToUrl(v));

  return (
    <Box>
      <PageHeader crumbs={[{ label: t(`${S}.crumbs.dashboard`), to: '/dashboard' }, { label: t(`${S}.crumbs.search`) }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t(`${S}.title`)}
          </Typography>
          {sites.isError && <Alert severity="error">{t(`${S}.sitesFailed`, { message: sites.error.message })}</Alert>}
          <AlertsSearchForm
            key={params.toString()}
            initial={search}
            today={today}
            sites={sites.data}
            loading={sites.isPending}
            busy={results.isFetching}
            onSearch={onSearch}
          />
          {results.isFetching && <LinearProgress aria-label={t(`${S}.searching`)} />}
          {results.isError && <Alert severity="error">{t(`${S}.failed`, { message: results.error.message })}</Alert>}
          {results.isSuccess &&
            (groups.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                {t(`${S}.empty`)}
              </Typography>
            ) : (
              <>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t(`${S}.results`, { count: results.data.length })}
                  </Typography>
                  <ExportButton request={() => alertsSearchExport(search, siteUuids, t)} />
                </Stack>
                <AlertGroupsTable groups={groups} />
              </>
            ))}
        </Stack>
      </Paper>
    </Box>
  );
}
