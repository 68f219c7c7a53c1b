/**
 * Stands in for the EChart component in screen tests (jsdom has no canvas):
 *
 *   vi.mock('@/components/chart/e-chart', () => import('@/test/echart-mock'));
 *
 * It renders the chart's label, keeps the option readable (chartOption) and
 * offers a button per pie slice that clicks it as echarts would.
 */
import type { EChartProps } from '@/components/chart/e-chart';

type PieItem = { id?: string; name?: string };

export function EChart({ option, label, onClick }: EChartProps) {
  const series = (Array.isArray(option.series) ? option.series : option.series ? [option.series] : []) as {
    type?: string;
    data?: unknown[];
  }[];
  const slices = series.filter((s) => s.type === 'pie').flatMap((s) => (s.data ?? []) as PieItem[]);
  return (
    <div role="img" aria-label={label} data-option={JSON.stringify(option)}>
      {slices.map((d) => (
        <button
          key={d.id ?? d.name}
          type="button"
          onClick={() => onClick?.({ componentType: 'series', seriesType: 'pie', name: d.name, data: d })}
        >
          {`slice ${d.name}`}
        </button>
      ))}
    </div>
  );
}

/** The option last rendered by the chart of that label. */
export function chartOption(element: HTMLElement): Record<string, unknown> {
  return JSON.parse(element.getAttribute('data-option') ?? '{}') as Record<string, unknown>;
}
