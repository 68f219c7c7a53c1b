/**
 * The BMC status tile: a donut of the units by category (Chilled, Chilling,
 * Under Chilled, No Data, Others) beside a legend of counts; each segment
 * and legend entry opens that category's list, and a link opens every BMC.
 * What a category holds (Others: empty, cleaning, low volume…; No Data: no
 * data or power off) is named under its legend entry and in the tooltip,
 * from the server's current-state counts (lib/unit-states).
 */
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { LazyEChart as EChart } from '@/components/chart/lazy-e-chart';
import { currentStateLabel, statesOf } from '@/lib/unit-states';
import type { StatusCount } from '@/features/dashboard/api/get-status-count';
import { clickedSlice, pieOption } from '@/features/dashboard/components/chart-options';
import { allBmcLink, bmcCounts, bmcStateLink } from '@/features/dashboard/components/dashboard-links';
import { TileCard } from '@/features/dashboard/components/tile-card';

/** The current states a category holds, with their counts, when it holds more than one kind (or other than its own). */
export function categoryDetail(category: string, counts: Record<string, number>, t: TFunction): string[] {
  const states = statesOf(category);
  if (states.length < 2) return [];
  return states.filter((s) => (counts[s.name] ?? 0) > 0).map((s) => `${currentStateLabel(s.name, t)}: ${counts[s.name]}`);
}

export function BmcStatusTile({ status, date }: { status: UseQueryResult<StatusCount>; date: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = useMemo(() => (status.data ? bmcCounts(status.data) : []), [status.data]);
  const option = useMemo(
    () =>
      pieOption(
        counts.map(({ category, count }) => ({
          id: category.state,
          name: t(`dashboard.bmc.${category.key}`),
          value: count,
          color: category.color,
          detail: categoryDetail(category.state, status.data?.currentStateCount ?? {}, t),
        })),
        { donut: true, name: t('dashboard.bmc.title') },
      ),
    [counts, status.data, t],
  );
  return (
    <TileCard
      title={t('dashboard.bmc.title')}
      action={
        <Link component={RouterLink} to={allBmcLink(date)}>
          {t('dashboard.bmc.all')}
        </Link>
      }
      loading={status.isPending}
      error={status.error}
      onRetry={() => void status.refetch()}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 200, width: '100%' }}>
          <EChart
            option={option}
            height={220}
            label={t('dashboard.bmc.chart')}
            onClick={(e) => {
              const state = clickedSlice(e);
              if (state) void navigate(bmcStateLink(state, date));
            }}
          />
        </Box>
        <List dense aria-label={t('dashboard.bmc.legend')} sx={{ minWidth: 180 }}>
          {counts.map(({ category, count }) => {
            const detail = categoryDetail(category.state, status.data?.currentStateCount ?? {}, t);
            return (
              <ListItem key={category.key} disableGutters sx={{ flexWrap: 'wrap' }}>
                <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: category.color, mr: 1, flexShrink: 0 }} />
                <Link component={RouterLink} to={bmcStateLink(category.state, date)} underline="hover">
                  {t(`dashboard.bmc.${category.key}`)}: {count}
                </Link>
                {detail.length > 0 && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    data-testid={`bmc-detail-${category.key}`}
                    sx={{ width: '100%', pl: 2.5 }}
                  >
                    {detail.join(' · ')}
                  </Typography>
                )}
              </ListItem>
            );
          })}
        </List>
      </Stack>
    </TileCard>
  );
}
