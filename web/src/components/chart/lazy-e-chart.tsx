/**
 * The chart, loaded after the page's first paint (issue 15, fast first
 * load): the dashboard's small charts render this, which holds the chart's
 * room (its height) until the echarts chunk has arrived, so the tiles'
 * counts and legends paint without waiting for echarts (~200 KiB gzip).
 */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { EChartProps } from '@/components/chart/e-chart';

const EChart = lazy(() => import('@/components/chart/e-chart').then((m) => ({ default: m.EChart })));

export function LazyEChart(props: EChartProps) {
  const { height = 300, label } = props;
  return (
    <Suspense fallback={<Box role="img" aria-label={label} aria-busy="true" sx={{ height, width: '100%' }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
