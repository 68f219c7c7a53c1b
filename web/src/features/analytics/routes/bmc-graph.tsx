/**
 * /monitoring/chilling graph/bmcgraph, /bmcgraph/:siteId and
 * /analytics/bmcgraph (spec 03 §2 "Chilling graph"): choose a site, a unit
 * (preselected from ?chillingUnitUUID, e.g. from the BMC state table) and a
 * period (the last 24 hours on the site's clock by default), and see the
 * unit's eight series with its critical alerts marked, zoomable.
 */
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header/page-header';
import { wallClockIn } from '@/lib/format';
import { findSite, siteOfUnit } from '@/lib/sites';
import { useGraphSites } from '@/features/analytics/api/graph-sites';
import { ChillingGraph } from '@/features/analytics/components/chilling-graph';
import { GraphForm } from '@/features/analytics/components/graph-form';
import { graphFromRoute, graphIssues, periodToQuery, periodToUrl, type GraphValues } from '@/features/analytics/components/graph-search';

const G = 'analytics.graph';

export default function BmcGraphRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const sites = useGraphSites();
  const [now] = useState(() => new Date());

  const unitParam = query.get('chillingUnitUUID') ?? '';
  const siteParam = params.siteId ?? query.get('siteId') ?? '';
  // The unit's site when the route names none.
  const site = findSite(sites.data, siteParam) ?? (siteParam ? undefined : siteOfUnit(sites.data, unitParam));
  const siteNow = useMemo(() => wallClockIn(now, site?.zoneId), [now, site?.zoneId]);
  const start = query.get('start');
  const end = query.get('end');
  const values = useMemo(
    () => graphFromRoute({ siteId: site?.siteId ?? siteParam, chillingUnitUuid: unitParam }, { start, end }, siteNow),
    [site?.siteId, siteParam, unitParam, start, end, siteNow],
  );
  const unitKnown = !!site?.chillingUnitMonitoringDetailsList.some((u) => u.chillingUnitUuid === values.chillingUnitUuid);
  const period = useMemo(() => (graphIssues(values).length === 0 ? periodToQuery(values) : null), [values]);

  const onShow = (v: GraphValues) => {
    const next = new URLSearchParams(periodToUrl(v) ?? {});
    next.set('chillingUnitUUID', v.chillingUnitUuid);
    if (params.siteId !== undefined) {
      navigate({ pathname: `/bmcgraph/${encodeURIComponent(v.siteId)}`, search: next.toString() });
    } else {
      next.set('siteId', v.siteId);
      navigate({ pathname: location.pathname, search: next.toString() });
    }
  };

  return (
    <Box>
      <PageHeader crumbs={[{ label: t(`${G}.crumbs.dashboard`), to: '/dashboard' }, { label: t(`${G}.crumbs.graph`) }]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t(`${G}.title`)}
          </Typography>
          {sites.isError && <Alert severity="error">{t(`${G}.sitesFailed`, { message: sites.error.message })}</Alert>}
          <GraphForm
            key={[values.siteId, values.chillingUnitUuid, start, end, sites.isSuccess].join('|')}
            initial={values}
            today={siteNow}
            sites={sites.data}
            loading={sites.isPending}
            onShow={onShow}
          />
          {site && unitKnown && period ? (
            <ChillingGraph unitUuid={values.chillingUnitUuid} zoneId={site.zoneId} period={period} />
          ) : (
            !sites.isPending && <Typography color="text.secondary">{t(`${G}.hint`)}</Typography>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
