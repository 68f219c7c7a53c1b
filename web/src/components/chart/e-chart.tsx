/**
 * The console's chart: echarts-for-react's core component over an echarts
 * build holding only the parts the screens use (bar, line and pie charts, grid,
 * tooltip, legend, zoom and mark points, canvas rendering). Screens import
 * it from lazily loaded routes, so echarts stays out of the first load.
 */
import type { CSSProperties } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart, type BarSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkPointComponent,
  TooltipComponent,
  type DataZoomComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type MarkPointComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkPointComponent,
  CanvasRenderer,
]);

/** The options the registered parts understand. */
export type ChartOption = echarts.ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkPointComponentOption
>;

/** What a click on a series item (a pie segment, a mark point) reports. */
export interface ChartClick {
  componentType?: string;
  seriesType?: string;
  name?: string;
  data?: unknown;
  dataIndex?: number;
}

export interface EChartProps {
  option: ChartOption;
  /** The chart's height; 300 px by default. */
  height?: number | string;
  /** An accessible name for the chart area. */
  label: string;
  onClick?: (e: ChartClick) => void;
  /** Replace the previous option instead of merging into it (series removed, axes changed). */
  notMerge?: boolean;
  style?: CSSProperties;
}

export function EChart({ option, height = 300, label, onClick, notMerge = true, style }: EChartProps) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge={notMerge}
        lazyUpdate
        style={{ height, width: '100%', ...style }}
        onEvents={onClick ? { click: (e: ChartClick) => onClick(e) } : undefined}
      />
    </div>
  );
}
