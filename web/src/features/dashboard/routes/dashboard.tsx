/**
 * /dashboard (spec 03 §2 "Dashboard"): the page header with the
 * organisation, site and BMC counts, then the tiles the user's privileges
 * grant (ALL_PRIVILEGE grants each): live data (LIVE_TILE), BMC status
 * (BMC_TILE), alerts (ALERTS_TILE) and the bookmarkable site list
 * (SITE_LIST_TILE). The lists the tiles open get the dashboard's date.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { PageHeader } from '@/components/page-header/page-header';
import { currentOrganization } from '@/lib/auth';
import { useAuth } from '@/lib/auth-hooks';
import { hasAny, PRIVILEGE } from '@/lib/auth-privileges';
import { useStatusCount } from '@/features/dashboard/api/get-status-count';
import { AlertsTile } from '@/features/dashboard/components/alerts-tile';
import { BmcStatusTile } from '@/features/dashboard/components/bmc-status-tile';
import { DEFAULT_HOURS } from '@/features/dashboard/components/dashboard-links';
import { HeaderCounts } from '@/features/dashboard/components/header-counts';
import { LiveTile } from '@/features/dashboard/components/live-tile';
import { SiteListTile } from '@/features/dashboard/components/site-list-tile';

export default function DashboardRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const can = (privilege: string) => hasAny(auth.privileges, privilege);
  // The moment the dashboard shows: the lists it opens are of the same date.
  const [date] = useState(() => new Date().toISOString());
  const [hours, setHours] = useState(DEFAULT_HOURS);
  const status = useStatusCount();

  return (
    <Box>
      <PageHeader crumbs={[{ label: t('dashboard.home') }]}>
        <HeaderCounts org={currentOrganization(auth)} sites={status.data?.totalSites} units={status.data?.totalChillingUnits} date={date} />
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
