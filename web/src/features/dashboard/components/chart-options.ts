/** The dashboard's two pie charts as echarts options (pure, tested directly). */
import type { ChartOption } from '@/components/chart/e-chart';

export interface Slice {
  /** Identifies the slice in a click (the list it links to). */
  id: string;
  name: string;
  value: number;
  color?: string;
  /** Lines the tooltip adds under the slice (what a category holds). */
  detail?: string[];
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A pie (a donut when `donut`) of the slices above 0; the HTML legend
 * beside it lists every one with its link, so the chart's own legend is
 * hidden. Each data item
 * keeps its slice id for the click handler.
 */
export function pieOption(slices: Slice[], opts: { donut?: boolean; name: string }): ChartOption {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: unknown) => {
        const { name, value, percent, data } = p as { name: string; value: number; percent: number; data?: { detail?: string[] } };
        const head = `${escapeHtml(name)}: ${value} (${percent}%)`;
        return [head, ...(data?.detail ?? []).map(escapeHtml)].join('<br/>');
      },
    },
    legend: { show: false },
    series: [
      {
        type: 'pie',
        name: opts.name,
        radius: opts.donut ? ['50%', '75%'] : '75%',
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        cursor: 'pointer',
        // A zero slice draws nothing but its border: the legend beside lists it.
        data: slices
          .filter((s) => s.value > 0)
          .map((s) => ({ id: s.id, name: s.name, value: s.value, detail: s.detail, itemStyle: s.color ? { color: s.color } : undefined })),
      },
    ],
  };
}

/** The slice id of a click on a pie, if it was on one. */
export function clickedSlice(e: { componentType?: string; data?: unknown }): string | undefined {
  if (e.componentType !== 'series' || !e.data || typeof e.data !== 'object') return undefined;
  const id = (e.data as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}
