/**
 * The chilling graph as an echarts option, built by pure functions (spec 03
 * §2 "Chilling graph"): the eight series by their event codes, volume on
 * the left axis and the two temperatures on the right of the main plot;
 * each on/off signal (relay) in a thin lane of its own under it, sharing
 * its time axis; critical alerts marked on the volume series with their
 * name and stage, alerts that fall together (closer than a pin's width)
 * clustered into one marker that counts and lists them; zoom by slider and
 * wheel over every lane. Times are the site's clock: the chart is drawn in
 * UTC over times shifted to the site's wall clock, so day ticks fall on the
 * site's midnights; every label is 'dd MMM yyyy' for a day and HH:mm within
 * one (docs/monitoring.md "Times").
 */
import type { ChartOption } from '@/components/chart/e-chart';
import { alertNameWithStage } from '@/lib/alert-name';
import { format } from 'date-fns';
import { dateFnsLocale, zoneOffsetLabel, zoneShift } from '@/lib/format';
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
      return [
        { name: alertNameWithStage(name, m.stage, stageLabel), coord: [t, y] as [number, number], value: m.stage, alertId: m.alertId },
      ];
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
  /** A cluster marker's name: n alerts. */
  cluster?: (count: number) => string;
}

export interface GraphInput {
  /** The fetched series, by key; a key left out was not fetched. */
  series: Partial<Record<SeriesKey, EventRecord[]>>;
  markers: AlertMarker[];
  zoneId: string;
  lang: Language;
  texts: GraphTexts;
}

/** The graph's one date format (spec 03 §9 writes dates dd MMM yyyy). */
export const DAY_FORMAT = 'dd MMM yyyy';
const TOOLTIP_TIME = 'dd MMM yyyy - HH:mm';

/** The main plot's and a relay lane's heights, in px. */
export const MAIN_HEIGHT = 300;
export const LANE_HEIGHT = 16;
const LANE_GAP = 8;
const TOP = 48;
const SLIDER = 56;

/** The chart's height for a number of relay lanes. */
export function graphHeight(lanes: number): number {
  return TOP + MAIN_HEIGHT + 32 + lanes * (LANE_HEIGHT + LANE_GAP) + SLIDER;
}

/** A shifted time (the site's wall clock read as UTC) as a Date whose local fields are it, for date-fns. */
function wall(shifted: number): Date {
  const d = new Date(shifted);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
}

/** An axis label of a shifted time: the day at midnight, else the time of day. */
export function axisLabel(shifted: number, lang: Language): string {
  const d = wall(shifted);
  const midnight = d.getHours() === 0 && d.getMinutes() === 0;
  return format(d, midnight ? DAY_FORMAT : 'HH:mm', { locale: dateFnsLocale(lang) });
}

export interface MarkerCluster {
  /** The first alert's time (epoch ms) and the volume there. */
  coord: [number, number];
  /** Every alert's name, in time order. */
  names: string[];
  alertIds: string[];
}

/**
 * Groups markers (oldest first) whose times fall within `span` of the
 * group's first one: pins closer than their width would print over each
 * other.
 */
export function clusterMarkers(marks: MarkerPoint[], span: number): MarkerCluster[] {
  const sorted = [...marks].sort((a, b) => a.coord[0] - b.coord[0]);
  const out: MarkerCluster[] = [];
  for (const m of sorted) {
    const last = out[out.length - 1];
    if (last && m.coord[0] - last.coord[0] <= span) {
      last.names.push(m.name);
      last.alertIds.push(m.alertId);
    } else {
      out.push({ coord: [m.coord[0], m.coord[1]], names: [m.name], alertIds: [m.alertId] });
    }
  }
  return out;
}

interface TooltipItem {
  marker?: string;
  seriesName?: string;
  seriesIndex?: number;
  value?: unknown;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function buildGraphOption({ series, markers, zoneId, lang, texts }: GraphInput): ChartOption {
  const shown = SERIES.filter((s) => series[s.key] !== undefined);
  const main = shown.filter((s) => s.axis !== 2);
  const lanes = shown.filter((s) => s.axis === 2);
  const ordered = [...main, ...lanes];
  const shift = (p: Point): Point => [p[0] + zoneShift(p[0], zoneId), p[1]];
  const points = new Map(shown.map((s) => [s.key, toPoints(s, series[s.key] ?? [])] as const));
  const marks = markerPoints(markers, points.get('vol') ?? [], texts.stage);
  const all = [...points.values()].flat();
  const times = [...all.map((p) => p[0]), ...marks.map((m) => m.coord[0])];
  const range = times.length > 1 ? Math.max(...times) - Math.min(...times) : 0;
  // A pin is about 1.5 % of the plot's width.
  const clusters = clusterMarkers(marks, range * 0.015);
  const onOff = (v: number) => (v >= 0.5 ? texts.on : texts.off);
  const formatValue = (def: SeriesDef | undefined, v: number) =>
    !def ? String(v) : def.axis === 2 ? onOff(v) : `${Number.isInteger(v) ? v : v.toFixed(1)} ${def.axis === 0 ? 'L' : '°C'}`;
  const zone = zoneId ? ` ${zoneOffsetLabel(times[0] ?? Date.now(), zoneId)}` : '';
  const laneTop = (i: number) => TOP + MAIN_HEIGHT + 32 + i * (LANE_HEIGHT + LANE_GAP);
  const xAxisIndexes = [0, ...lanes.map((_, i) => i + 1)];

  return {
    animation: false,
    useUTC: true,
    legend: { top: 0, type: 'scroll' },
    grid: [
      { left: 120, right: 64, top: TOP, height: MAIN_HEIGHT },
      ...lanes.map((_, i) => ({ left: 120, right: 64, top: laneTop(i), height: LANE_HEIGHT })),
    ],
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'line' },
      formatter: (params: unknown) => {
        const items = (Array.isArray(params) ? params : [params]) as TooltipItem[];
        const first = items[0]?.value as Point | undefined;
        const head = first ? `${format(wall(first[0]), TOOLTIP_TIME, { locale: dateFnsLocale(lang) })}${zone}` : '';
        const lines = items.map((p) => {
          const def = ordered[p.seriesIndex ?? -1];
          const v = (p.value as Point | undefined)?.[1];
          return `${p.marker ?? ''}${escapeHtml(p.seriesName ?? '')}: ${v === undefined ? '' : formatValue(def, v)}`;
        });
        return [head, ...lines].join('<br/>');
      },
    },
    xAxis: [
      { type: 'time', gridIndex: 0, axisLabel: { formatter: (v: number) => axisLabel(v, lang), hideOverlap: true } },
      ...lanes.map((_, i) => ({
        type: 'time' as const,
        gridIndex: i + 1,
        axisLabel: { show: i === lanes.length - 1, formatter: (v: number) => axisLabel(v, lang), hideOverlap: true },
        axisTick: { show: false },
        splitLine: { show: false },
      })),
    ],
    yAxis: [
      { type: 'value', gridIndex: 0, name: texts.volumeAxis, position: 'left', scale: true },
      { type: 'value', gridIndex: 0, name: texts.temperatureAxis, position: 'right', scale: true, splitLine: { show: false } },
      // A lane: no scale, its name on the left (its values read ON/OFF in the tooltip).
      ...lanes.map((s, i) => ({
        type: 'value' as const,
        gridIndex: i + 1,
        min: 0,
        max: 1,
        interval: 1,
        name: texts.series[s.key],
        nameLocation: 'middle' as const,
        nameRotate: 0,
        nameGap: 8,
        nameTextStyle: { align: 'right' as const, fontSize: 11 },
        axisLabel: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
      })),
    ],
    dataZoom: [
      {
        type: 'slider',
        xAxisIndex: xAxisIndexes,
        filterMode: 'none',
        bottom: 12,
        labelFormatter: (v: number) => format(wall(v), TOOLTIP_TIME, { locale: dateFnsLocale(lang) }),
      },
      { type: 'inside', xAxisIndex: xAxisIndexes, filterMode: 'none' },
    ],
    series: ordered.map((s) => {
      const lane = lanes.indexOf(s);
      return {
        id: s.key,
        name: texts.series[s.key],
        type: 'line' as const,
        xAxisIndex: lane < 0 ? 0 : lane + 1,
        yAxisIndex: lane < 0 ? s.axis : 2 + lane,
        showSymbol: false,
        sampling: lane >= 0 ? undefined : ('lttb' as const),
        step: lane >= 0 ? ('end' as const) : undefined,
        color: s.color,
        lineStyle: lane >= 0 ? { width: 0 } : { width: 2 },
        areaStyle: lane >= 0 ? { opacity: 0.8 } : undefined,
        data: (points.get(s.key) ?? []).map(shift),
        markPoint:
          s.key === 'vol' && clusters.length > 0
            ? {
                symbol: 'pin',
                symbolSize: 36,
                itemStyle: { color: '#c62828' },
                label: {
                  formatter: (p: unknown) => {
                    const d = (p as { data?: { names?: string[]; value?: number } }).data;
                    const n = d?.names?.length ?? 0;
                    return n > 1 ? `×${n}` : String(d?.value ?? '');
                  },
                  color: '#fff',
                },
                tooltip: {
                  trigger: 'item' as const,
                  formatter: (p: unknown) => ((p as { data?: { names?: string[] } }).data?.names ?? []).map(escapeHtml).join('<br/>'),
                },
                data: clusters.map((c) => ({
                  name: c.names.length > 1 && texts.cluster ? texts.cluster(c.names.length) : c.names[0],
                  names: c.names,
                  coord: shift(c.coord),
                  // The pin shows the count of a cluster; a lone alert's stage otherwise.
                  value: c.names.length > 1 ? c.names.length : (marks.find((m) => m.alertId === c.alertIds[0])?.value ?? 0),
                })),
              }
            : undefined,
      };
    }),
  } as ChartOption;
}
