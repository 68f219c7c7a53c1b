/**
 * /monitoring/alerts/alertsSearchAll (spec 03 §2 "Alerts Search"): choose
 * chilling units and a date range, then Search lists their alerts grouped
 * by unit ('No data found!' when there are none). The search is in the
 * URL (units, start, end), so a result can be reloaded and shared. The
 * result is filtered by level (critical by default, info or all, each with
 * its count) and alert type, also in the URL (level, type); each unit's
 * alerts page inside its group. Export saves the filtered result as
 * alertsSearch.xlsx through the server's table export.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExportButton } from '@/components/data-table/export-button';
import { PageHeader } from '@/components/page-header/page-header';
import { useSites } from '@/lib/sites';
import { searchAllAlerts } from '@/features/monitoring/api/search-alerts';
import { AlertGroupsTable } from '@/features/monitoring/components/alert-groups-table';
import {
  alertsSearchExport,
  applyFilter,
  filterFromUrl,
  filterToUrl,
  groupByUnit,
  levelCounts,
  LEVELS,
  typeOptions,
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
  const sites = useSites();
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
  const filter = useMemo(() => filterFromUrl(params), [params]);
  const all = useMemo(() => groupByUnit(results.data ?? []), [results.data]);
  const groups = useMemo(() => groupByUnit(applyFilter(results.data ?? [], filter)), [results.data, filter]);
  const counts = useMemo(() => levelCounts(results.data ?? []), [results.data]);
  const types = useMemo(() => typeOptions(results.data ?? [], filter.level), [results.data, filter.level]);
  const shownCount = groups.reduce((n, g) => n + g.rows.length, 0);

  // A new search keeps the filter.
  const onSearch = (v: AlertsSearchValues) => setParams(filterToUrl(searchToUrl(v), filter));

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
            (results.data.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                {t(`${S}.empty`)}
              </Typography>
            ) : (
              <>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    value={filter.level}
                    aria-label={t(`${S}.filter.level`)}
                    onChange={(_, level) => level && setParams(filterToUrl(params, { level, type: '' }), { replace: true })}
                  >
                    {LEVELS.map((l) => (
                      <ToggleButton key={l} value={l} data-testid={`level-${l}`}>
                        {t(`${S}.filter.levels.${l}`, { count: counts[l] })}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                  <FormControl size="small" sx={{ minWidth: 240 }}>
                    <InputLabel id="alerts-search-type">{t(`${S}.filter.type`)}</InputLabel>
                    <Select
                      labelId="alerts-search-type"
                      label={t(`${S}.filter.type`)}
                      value={types.some((o) => o.type === filter.type) ? filter.type : ''}
                      onChange={(e) => setParams(filterToUrl(params, { ...filter, type: String(e.target.value) }), { replace: true })}
                    >
                      <MenuItem value="">{t(`${S}.filter.allTypes`)}</MenuItem>
                      {types.map((o) => (
                        <MenuItem key={o.type} value={o.type}>
                          {o.name} ({o.count})
                        </MenuItem>
                      ))}
                    </Select>
                  </FormControl>
                  <Box sx={{ flex: 1 }} />
                  <Typography variant="body2" color="text.secondary" data-testid="alerts-search-count">
                    {t(`${S}.shown`, { count: shownCount, total: results.data.length })}
                  </Typography>
                  <ExportButton request={() => alertsSearchExport(search, siteUuids, t, filter)} />
                </Stack>
                {groups.length === 0 ? (
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {t(`${S}.noneOfFilter`)}
                  </Typography>
                ) : (
                  <AlertGroupsTable groups={groups} all={all} />
                )}
              </>
            ))}
        </Stack>
      </Paper>
    </Box>
  );
}
