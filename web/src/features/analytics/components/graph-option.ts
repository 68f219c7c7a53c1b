/**
 * The chilling graph as an echarts option, built by pure functions (spec 03
 * §2 "Chilling graph"): the eight series by their event codes, volume on
 * the left axis, the two temperatures on the right, the on/off signals as
 * step lines on an axis of their own; critical alerts marked on the volume
 * series with their name and stage; zoom by slider and wheel; times written
 * in the site's zone.
 */
import type { ChartOption } from '@/components/chart/e-chart';
import { alertNameWithStage } from '@/lib/alert-name';
import { formatInZone } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import type { AlertMarker } from '@/features/analytics/api/get-alert-markers';
import type { EventRecord } from '@/features/analytics/api/get-event-series';

export type SeriesKey = 'vol' | 'temp' | 'temp2' | 'grid' | 'agitator' | 'dg' | 'comp' | 'milkpump';

export interface SeriesDef {
  key: SeriesKey;
  /** The event code the server serves the series under. */
  code: string;
  /** 0: volume (L), 1: temperature (°C), 2: on/off. */
  axis: 0 | 1 | 2;
  color: string;
  /** The record's value of this series. */
  value: (r: EventRecord) => number | null;
}

const state = (r: EventRecord) => r.eventState.numericValue;

/** The eight series, in the legend's order. */
export const SERIES: SeriesDef[] = [
  { key: 'vol', code: 'VOLUME', axis: 0, color: '#1565c0', value: (r) => r.volume ?? state(r) },
  { key: 'temp', code: 'TEMP', axis: 1, color: '#d32f2f', value: (r) => r.temperature ?? state(r) },
  { key: 'temp2', code: 'TEMP2', axis: 1, color: '#f57c00', value: (r) => r.temperature2 ?? r.temperature ?? state(r) },
  { key: 'grid', code: 'GRID', axis: 2, color: '#388e3c', value: state },
  { key: 'agitator', code: 'AGZFB', axis: 2, color: '#7b1fa2', value: state },
  { key: 'dg', code: 'DG', axis: 2, color: '#5d4037', value: state },
  { key: 'comp', code: 'COMPFBIBT', axis: 2, color: '#0097a7', value: state },
  { key: 'milkpump', code: 'MILKPUMPIBT', axis: 2, color: '#c2185b', value: state },
];

/** The series the unit reports, by the codes of its device events. */
export function seriesToFetch(codes: string[]): SeriesDef[] {
  const have = new Set(codes.map((c) => c.toUpperCase()));
  return SERIES.filter((s) => have.has(s.code));
}

export type Point = [number, number];

/** A series' points: [epoch ms, value], oldest first, records without a time or value left out. */
export function toPoints(def: SeriesDef, records: EventRecord[]): Point[] {
  const out: Point[] = [];
  for (const r of records) {
    const t = Date.parse(r.timeData.processedTime);
    const v = def.value(r);
    if (!Number.isNaN(t) && v !== null && Number.isFinite(v)) out.push([t, v]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** The value of the point nearest to a time (points oldest first); null without points. */
export function valueAt(points: Point[], t: number): number | null {
  if (points.length === 0) return null;
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid][0] < t) lo = mid + 1;
    else hi = mid;
  }
  const after = points[lo];
  const before = points[Math.max(0, lo - 1)];
  return Math.abs(before[0] - t) <= Math.abs(after[0] - t) ? before[1] : after[1];
}

export interface MarkerPoint {
  name: string;
  coord: [number, number];
  value: number;
  alertId: string;
}

/**
 * The critical alerts' markers on the volume series: at the alert's time
 * and the series' volume then (the alert's own volume when there is no
 * series), named with the alert's display name and stage.
 */
export function markerPoints(markers: AlertMarker[], volume: Point[], stageLabel: (stage: number) => string): MarkerPoint[] {
  return markers
    .filter((m) => m.priority.toUpperCase() === 'CRITICAL')
    .flatMap((m) => {
      const t = Date.parse(m.occurredOn);
      if (Number.isNaN(t)) return [];
      const y = valueAt(volume, t) ?? m.volume;
      const name = m.alertDisplayName || m.alertName;
      return [{ name: alertNameWithStage(name, m.stage, stageLabel), coord: [t, y] as [number, number], value: m.stage, alertId: m.alertId }];
    });
}

export interface GraphTexts {
  /** Each series' name in the legend. */
  series: Record<SeriesKey, string>;
  stage: (stage: number) => string;
  on: string;
  off: string;
  volumeAxis: string;
  temperatureAxis: string;
}

export interface GraphInput {
  /** The fetched series, by key; a key left out was not fetched. */
  series: Partial<Record<SeriesKey, EventRecord[]>>;
  markers: AlertMarker[];
  zoneId: string;
  lang: Language;
  texts: GraphTexts;
}

const AXIS_TIME = 'dd MMM HH:mm';
const TOOLTIP_TIME = 'dd MMM yyyy - HH:mm';

interface TooltipItem {
  marker?: string;
  seriesName?: string;
  seriesIndex?: number;
  value?: unknown;
}

export function buildGraphOption({ series, markers, zoneId, lang, texts }: GraphInput): ChartOption {
  const shown = SERIES.filter((s) => series[s.key] !== undefined);
  const points = new Map(shown.map((s) => [s.key, toPoints(s, series[s.key]!)] as const));
  const marks = markerPoints(markers, points.get('vol') ?? [], texts.stage);
  const onOff = (v: number) => (v >= 0.5 ? texts.on : texts.off);
  const formatValue = (def: SeriesDef | undefined, v: number) =>
    !def ? String(v) : def.axis === 2 ? onOff(v) : `${Number.isInteger(v) ? v : v.toFixed(1)} ${def.axis === 0 ? 'L' : '°C'}`;

  return {
    animation: false,
    legend: { top: 0, type: 'scroll' },
    grid: { left: 64, right: 120, top: 48, bottom: 80 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'cross' },
      formatter: (params: unknown) => {
        const items = (Array.isArray(params) ? params : [params]) as TooltipItem[];
        const first = items[0]?.value as Point | undefined;
        const head = first ? formatInZone(first[0], zoneId, TOOLTIP_TIME, lang) : '';
        const lines = items.map((p) => {
          const def = shown[p.seriesIndex ?? -1];
          const v = (p.value as Point | undefined)?.[1];
          return `${p.marker ?? ''}${p.seriesName ?? ''}: ${v === undefined ? '' : formatValue(def, v)}`;
        });
        return [head, ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: 'time',
      axisLabel: { formatter: (v: number) => formatInZone(v, zoneId, AXIS_TIME, lang), hideOverlap: true },
    },
    yAxis: [
      { type: 'value', name: texts.volumeAxis, position: 'left', scale: true },
      { type: 'value', name: texts.temperatureAxis, position: 'right', scale: true, splitLine: { show: false } },
      {
        // Its labels (ON, OFF) name it; a name would sit on the temperature axis' one.
        type: 'value',
        position: 'right',
        offset: 56,
        min: 0,
        max: 1,
        interval: 1,
        splitLine: { show: false },
        axisLabel: { formatter: (v: number) => onOff(v) },
      },
    ],
    dataZoom: [
      { type: 'slider', xAxisIndex: 0, filterMode: 'none', bottom: 16 },
      { type: 'inside', xAxisIndex: 0, filterMode: 'none' },
    ],
    series: shown.map((s) => ({
      id: s.key,
      name: texts.series[s.key],
      type: 'line' as const,
      yAxisIndex: s.axis,
      showSymbol: false,
      sampling: s.axis === 2 ? undefined : ('lttb' as const),
      step: s.axis === 2 ? ('end' as const) : undefined,
      color: s.color,
      lineStyle: s.axis === 2 ? { width: 1, opacity: 0.75 } : { width: 2 },
      data: points.get(s.key)!,
      markPoint:
        s.key === 'vol' && marks.length > 0
          ? {
              symbol: 'pin',
              symbolSize: 36,
              itemStyle: { color: '#c62828' },
              label: { formatter: '{c}', color: '#fff' },
              tooltip: { trigger: 'item' as const, formatter: '{b}' },
              data: marks.map((m) => ({ name: m.name, coord: m.coord, value: m.value })),
            }
          : undefined,
    })),
  };
}
