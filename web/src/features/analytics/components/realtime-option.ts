/** The real-time volume chart as an echarts option (pure, tested directly). */
import type { ChartOption } from '@/components/chart/e-chart';
import { formatInZone } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import type { LivePoint } from '@/features/analytics/components/volume-stream';

export function realtimeOption(points: LivePoint[], opts: { zoneId: string; lang: Language; name: string; axis: string }): ChartOption {
  return {
    animation: false,
    grid: { left: 64, right: 24, top: 40, bottom: 40 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const p = (Array.isArray(params) ? params[0] : params) as { value?: LivePoint; marker?: string } | undefined;
        if (!p?.value) return '';
        return `${formatInZone(p.value[0], opts.zoneId, 'dd MMM yyyy - HH:mm:ss', opts.lang)}<br/>${p.marker ?? ''}${opts.name}: ${p.value[1]} L`;
      },
    },
    xAxis: { type: 'time', axisLabel: { formatter: (v: number) => formatInZone(v, opts.zoneId, 'HH:mm', opts.lang), hideOverlap: true } },
    yAxis: { type: 'value', name: opts.axis, scale: true },
    series: [{ id: 'volume', name: opts.name, type: 'line', showSymbol: points.length < 2, color: '#1565c0', data: points }],
  };
}
