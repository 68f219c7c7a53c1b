/**
 * /dashboard (spec 03 §2 "Dashboard"): the page header with the
 * organisation, site and BMC counts, then the tiles the user's privileges
 * grant (ALL_PRIVILEGE grants each): live data (LIVE_TILE), BMC status
 * (BMC_TILE), alerts (ALERTS_TILE) and the bookmarkable site list
 * (SITE_LIST_TILE). The lists the tiles open get the dashboard's date.
 * The page refreshes itself on the spec's 60-second clock: the counts and
 * the site list are fetched again, the date moves to now (so the alerts
 * card's window ends now) and "Updated hh:mm:ss" tells when the counts
 * last came. Header, tiles and lists count the same scope: the caller's
 * organisation and its sub-organisations (docs/monitoring.md).
 */
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { PageHeader, useClock } from '@/components/page-header/page-header';
import { formatClockTime, languageOf } from '@/lib/format';
import { currentOrganization } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { hasAny, PRIVILEGE } from '@/lib/auth-privileges';
import { DASHBOARD_REFRESH_MS, useStatusCount } from '@/features/dashboard/api/get-status-count';
import { AlertsTile } from '@/features/dashboard/components/alerts-tile';
import { BmcStatusTile } from '@/features/dashboard/components/bmc-status-tile';
import { DEFAULT_HOURS } from '@/features/dashboard/components/dashboard-links';
import { HeaderCounts } from '@/features/dashboard/components/header-counts';
import { LiveTile } from '@/features/dashboard/components/live-tile';
import { SiteListTile } from '@/features/dashboard/components/site-list-tile';
import { TopChartTile } from '@/features/dashboard/components/top-chart-tile';

export default function DashboardRoute() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const can = (privilege: string) => hasAny(auth.privileges, privilege);
  // The moment the dashboard shows, moved on every minute: the lists it
  // opens are of the same date.
  const date = useClock(DASHBOARD_REFRESH_MS).toISOString();
  const [hours, setHours] = useState(DEFAULT_HOURS);
  const status = useStatusCount();

  return (
    <Box>
      <PageHeader crumbs={[{ label: t('dashboard.home') }]}>
        <HeaderCounts org={currentOrganization(auth)} sites={status.data?.totalSites} units={status.data?.totalChillingUnits} date={date} />
        {status.dataUpdatedAt > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="dashboard-updated" aria-live="polite">
            {t('dashboard.header.updated', { time: formatClockTime(status.dataUpdatedAt, languageOf(i18n.language)) })}
          </Typography>
        )}
      </PageHeader>
      <Grid container spacing={2}>
        {can(PRIVILEGE.liveTile) && (
          <Grid size={{ xs: 12, md: 4 }}>
            <LiveTile status={status} date={date} />
          </Grid>
        )}
        {can(PRIVILEGE.bmcTile) && (
          <Grid size={{ xs: 12, md: 8 }}>
            <BmcStatusTile status={status} date={date} />
          </Grid>
        )}
        {can(PRIVILEGE.bmcTile) && (
          <Grid size={{ xs: 12 }}>
            <TopChartTile />
          </Grid>
        )}
        {can(PRIVILEGE.alertsTile) && (
          <Grid size={{ xs: 12, md: 8 }}>
            <AlertsTile hours={hours} onHoursChange={setHours} date={date} />
          </Grid>
        )}
        {can(PRIVILEGE.siteListTile) && (
          <Grid size={{ xs: 12, md: 4 }}>
            <SiteListTile />
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
