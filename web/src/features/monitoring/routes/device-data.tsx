/**
 * /totalsites/site-details/:siteId/device-data/:chillingUnitUUID and the same
 * under /monitoring (spec 03 §2): the raw data of a chilling unit's devices
 * over a period. The site and unit are the path's (the menu's literal
 * placeholders mean nothing chosen yet), the period the query's; with a
 * site and unit the tabs show at once, for the start of yesterday to now
 * on the site's clock unless the URL says otherwise.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader, type Crumb } from '@/components/page-header/page-header';
import { findSite, findUnit, useSites } from '@/lib/sites';
import { devicesOf } from '@/features/monitoring/components/site-devices';
import {
  deviceDataRoute,
  nowAt,
  routeValue,
  searchFromRoute,
  searchIssues,
  windowToQuery,
  windowToUrl,
  type SearchValues,
} from '@/features/monitoring/components/device-search';
import { DeviceSearchForm } from '@/features/monitoring/components/device-search-form';
import { DeviceTabs } from '@/features/monitoring/components/device-tabs';

const D = 'monitoring.deviceData';

/** The Raise a ticket form prefilled with this unit, its site and a link to its graph. */
function ticketLink(siteName: string, unitName: string, siteId: string): string {
  const graph = `${globalThis.location.origin}/bmcgraph/${encodeURIComponent(siteId)}`;
  return `/support/ticket?${new URLSearchParams({ siteName, chillingUnitName: unitName, graphUrl: graph }).toString()}`;
}

export default function DeviceDataRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const sites = useSites();
  const [now] = useState(() => new Date());
  const start = query.get('start');
  const end = query.get('end');
  const { siteId: siteParam, chillingUnitUUID: unitParam } = params;
  // The default window and "today" are the site's, once its time zone is known.
  const zoneId = findSite(sites.data, routeValue(siteParam))?.zoneId;
  const siteNow = useMemo(() => nowAt(zoneId, now), [zoneId, now]);
  const search = useMemo(
    () => searchFromRoute({ siteId: siteParam, chillingUnitUUID: unitParam }, { start, end }, siteNow),
    [siteParam, unitParam, start, end, siteNow],
  );
  const site = findSite(sites.data, search.siteId);
  const unit = findUnit(site, search.chillingUnitUuid);
  const window = useMemo(() => (searchIssues(search).length === 0 ? windowToQuery(search) : null), [search]);
  const underMonitoring = location.pathname.startsWith('/monitoring/');

  const onSearch = (v: SearchValues) => {
    const w = windowToUrl(v);
    const next = new URLSearchParams(w ?? {});
    next.set('page', '0');
    next.set('size', query.get('size') ?? '10');
    navigate({ pathname: deviceDataRoute(underMonitoring, v.siteId, v.chillingUnitUuid), search: next.toString() });
  };

  const crumbs: Crumb[] = [{ label: t(`${D}.crumbs.dashboard`), to: '/dashboard' }];
  if (site) crumbs.push({ label: t(`${D}.crumbs.siteDetails`), to: `/totalsites/site-details/${encodeURIComponent(site.siteId)}` });
  crumbs.push({ label: t(`${D}.crumbs.deviceData`) });

  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {t(`${D}.title`)}
            </Typography>
            {site && unit && (
              <Button
                component={RouterLink}
                variant="outlined"
                size="small"
                to={ticketLink(site.siteName || site.siteId, unit.chillingUnit.bmcName || unit.chillingUnitId, site.siteId)}
              >
                {t(`${D}.raiseTicket`)}
              </Button>
            )}
          </Stack>
          {sites.isError && <Alert severity="error">{t(`${D}.sitesFailed`, { message: sites.error.message })}</Alert>}
          <DeviceSearchForm
            key={[search.siteId, search.chillingUnitUuid, search.startTime?.getTime(), search.endTime?.getTime()].join('|')}
            initial={search}
            today={siteNow}
            sites={sites.data}
            loading={sites.isPending}
            onSearch={onSearch}
          />
          {site && unit && window ? (
            <DeviceTabs devices={devicesOf(site, unit)} window={window} />
          ) : (
            !sites.isPending && <Typography color="text.secondary">{t(`${D}.hint`)}</Typography>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
