/**
 * /analytics/graph (spec 03 §2 "Analytics Graph"): the top-N chart with its
 * form (limit, order, attribute from the chart's metadata), starting from
 * the default query Top, 10, By Chilling Utilization.
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header/page-header';
import { TopChart } from '@/components/top-chart/top-chart';
import { DEFAULT_ATTRIBUTE } from '@/lib/top-chart';

export default function AnalyticsGraphRoute() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t('rating.crumbs.dashboard'), to: '/dashboard' },
          { label: t('rating.crumbs.analytics') },
          { label: t('chart.graphTitle') },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('chart.graphTitle')}
        </Typography>
        <TopChart initialAttribute={DEFAULT_ATTRIBUTE} height={380} />
      </Paper>
    </Box>
  );
}
