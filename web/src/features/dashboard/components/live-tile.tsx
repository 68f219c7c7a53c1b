/** The live-data tile: the share of units reporting, with 2 decimals, and links to them and to the real-time chart. */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StatusCount } from '@/features/dashboard/api/get-status-count';
import { bmcStateLink, percent } from '@/features/dashboard/components/dashboard-links';
import { TileCard } from '@/features/dashboard/components/tile-card';

export function LiveTile({ status, date }: { status: UseQueryResult<StatusCount>; date: string }) {
  const { t } = useTranslation();
  const live = status.data?.liveData;
  return (
    <TileCard title={t('dashboard.live.title')} loading={status.isPending} error={status.error} onRetry={() => void status.refetch()}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h3" component="p" data-testid="live-percentage">
          {t('dashboard.live.percentage', { value: percent(live?.percentage ?? 0) })}
        </Typography>
        <Typography color="text.secondary">
          {live && live.count > 0 ? (
            <Link component={RouterLink} to={bmcStateLink('livedata', date)}>
              {t('dashboard.live.units', { count: live.count, total: status.data?.totalChillingUnits ?? 0 })}
            </Link>
          ) : (
            t('dashboard.live.units', { count: live?.count ?? 0, total: status.data?.totalChillingUnits ?? 0 })
          )}
        </Typography>
        <Button component={RouterLink} to="/realtimeChart" variant="outlined" size="small" startIcon={<ShowChartIcon />}>
          {t('dashboard.live.realtime')}
        </Button>
      </Stack>
    </TileCard>
  );
}
