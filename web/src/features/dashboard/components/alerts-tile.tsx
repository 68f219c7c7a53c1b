/**
 * The alerts card: a pie and the counts of the window by category (the
 * first three critical types, the other critical alerts, all alerts), each
 * opening its list for the same hours and date; the hours are chosen with
 * a slider or typed (0 to 120, 24 by default) and refetch the counts.
 */
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LazyEChart as EChart } from '@/components/chart/lazy-e-chart';
import { useAlertsCount } from '@/features/dashboard/api/get-alerts-count';
import { clickedSlice, pieOption } from '@/features/dashboard/components/chart-options';
import { alertCategoryLink, alertEntries, type AlertEntry } from '@/features/dashboard/components/dashboard-links';
import { HoursControl } from '@/features/dashboard/components/hours-control';
import { TileCard } from '@/features/dashboard/components/tile-card';

const PIE_COLORS = ['#c62828', '#ef6c00', '#f9a825', '#8d6e63'];

/** A line's name: the type's display name, or the card's name of 'other' and 'all'. */
function entryLabel(e: AlertEntry, t: TFunction): string {
  return e.label ?? (e.category === 'other' ? t('dashboard.alerts.otherCritical') : t('dashboard.alerts.all'));
}

export function AlertsTile({ hours, onHoursChange, date }: { hours: number; onHoursChange: (h: number) => void; date: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = useAlertsCount(hours, date);
  const entries = useMemo(() => (counts.data ? alertEntries(counts.data) : []), [counts.data]);
  const label = (e: AlertEntry) => entryLabel(e, t);
  const option = useMemo(
    () =>
      pieOption(
        // The pie splits the critical alerts; All Alerts is their total with the info ones.
        entries
          .filter((e) => e.category !== 'all')
          .map((e, i) => ({ id: e.category, name: entryLabel(e, t), value: e.count, color: PIE_COLORS[i] })),
        { name: t('dashboard.alerts.title') },
      ),
    [entries, t],
  );

  return (
    <TileCard
      title={t('dashboard.alerts.title')}
      controls={
        <Stack spacing={1} sx={{ mb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {hours === 0 ? t('dashboard.alerts.windowToday') : t('dashboard.alerts.window', { count: hours })}
          </Typography>
          <HoursControl hours={hours} onChange={onHoursChange} />
        </Stack>
      }
      loading={counts.isPending}
      error={counts.error}
      onRetry={() => void counts.refetch()}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 200, width: '100%' }}>
          <EChart
            option={option}
            height={200}
            label={t('dashboard.alerts.chart')}
            onClick={(e) => {
              const category = clickedSlice(e);
              if (category) void navigate(alertCategoryLink(category, hours, date));
            }}
          />
        </Box>
        <List dense aria-label={t('dashboard.alerts.legend')} sx={{ minWidth: 220 }}>
          {entries.map((e) => (
            <ListItem key={e.category} disableGutters>
              <Link component={RouterLink} to={alertCategoryLink(e.category, hours, date)} underline="hover">
                {label(e)}: {e.count}
              </Link>
            </ListItem>
          ))}
        </List>
      </Stack>
    </TileCard>
  );
}
