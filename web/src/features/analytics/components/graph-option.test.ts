import {
  axisLabel,
  buildGraphOption,
  clusterMarkers,
  graphHeight,
  LANE_HEIGHT,
  MAIN_HEIGHT,
  markerPoints,
  seriesToFetch,
  SERIES,
  toPoints,
  valueAt,
  type GraphTexts,
} from '@/features/analytics/components/graph-option';
import { eventRecordSchema, type EventRecord } from '@/features/analytics/api/get-event-series';
import { markerSchema } from '@/features/analytics/api/get-alert-markers';

const rec = (time: string, over: Record<string, unknown> = {}): EventRecord =>
  eventRecordSchema.parse({ timeData: { processedTime: time }, eventState: { numericValue: 1 }, ...over });

const TEXTS: GraphTexts = {
  series: {
    vol: 'Volume',
    temp: 'Milk temperature',
    temp2: 'Temperature 2',
    grid: 'Grid',
    agitator: 'Agitator',
    dg: 'DG',
    comp: 'Compressor',
    milkpump: 'Milk pump',
  },
  stage: (n) => `Stage ${n}`,
  on: 'ON',
  off: 'OFF',
  volumeAxis: 'Volume (L)',
  temperatureAxis: 'Temperature (°C)',
};

const marker = (over: Record<string, unknown>) =>
  markerSchema.parse({
    alertId: 'x',
    priority: 'CRITICAL',
    alertName: 'milk_undercooled',
    alertDisplayName: 'Milk undercooled',
    occurredOn: '2026-11-20T01:00:00Z',
    change: 'raised',
    stage: 1,
    volume: 10,
    ...over,
  });

describe('the chilling graph option', () => {
  it('has the eight series of the spec, by their codes', () => {
    expect(SERIES.map((s) => [s.key, s.code])).toEqual([
      ['vol', 'VOLUME'],
      ['temp', 'TEMP'],
      ['temp2', 'TEMP2'],
      ['grid', 'GRID'],
      ['agitator', 'AGZFB'],
      ['dg', 'DG'],
      ['comp', 'COMPFBIBT'],
      ['milkpump', 'MILKPUMPIBT'],
    ]);
    expect(seriesToFetch(['TEMP', 'volume', 'GRID', 'OTHER']).map((s) => s.key)).toEqual(['vol', 'temp', 'grid']);
  });

  it('reads each series’ value from its records, oldest first', () => {
    const vol = SERIES[0];
    const temp2 = SERIES[2];
    const grid = SERIES[3];
    expect(toPoints(vol, [rec('2026-11-20T01:00:00Z', { volume: 20 }), rec('2026-11-20T00:00:00Z', { volume: 10 })])).toEqual([
      [Date.parse('2026-11-20T00:00:00Z'), 10],
      [Date.parse('2026-11-20T01:00:00Z'), 20],
    ]);
    expect(toPoints(temp2, [rec('2026-11-20T00:00:00Z', { temperature2: 9.5 })])).toEqual([[Date.parse('2026-11-20T00:00:00Z'), 9.5]]);
    expect(toPoints(grid, [rec('2026-11-20T00:00:00Z', { eventState: { numericValue: 0 } }), rec('bad time')])).toEqual([
      [Date.parse('2026-11-20T00:00:00Z'), 0],
    ]);
  });

  it('finds the nearest value of a time', () => {
    const pts: [number, number][] = [
      [0, 1],
      [10, 2],
      [20, 3],
    ];
    expect(valueAt(pts, -5)).toBe(1);
    expect(valueAt(pts, 4)).toBe(1);
    expect(valueAt(pts, 6)).toBe(2);
    expect(valueAt(pts, 99)).toBe(3);
    expect(valueAt([], 5)).toBeNull();
  });

  it('marks the critical alerts on the volume series with their name and stage', () => {
    const volume: [number, number][] = [
      [Date.parse('2026-11-20T00:59:00Z'), 1500],
      [Date.parse('2026-11-20T01:10:00Z'), 1600],
    ];
    const marks = markerPoints(
      [
        marker({ stage: 2 }),
        marker({ priority: 'INFO' }),
        marker({ alertDisplayName: '', alertName: 'cip_not_done', stage: 0, occurredOn: '2026-11-20T01:09:00Z' }),
      ],
      volume,
      (n) => `Stage ${n}`,
    );
    expect(marks).toEqual([
      { name: 'Milk undercooled — Stage 2', coord: [Date.parse('2026-11-20T01:00:00Z'), 1500], value: 2, alertId: 'x' },
      { name: 'cip_not_done', coord: [Date.parse('2026-11-20T01:09:00Z'), 1600], value: 0, alertId: 'x' },
    ]);
    // Without a volume series the alert's own volume places it.
    expect(markerPoints([marker({})], [], (n) => `Stage ${n}`)[0].coord[1]).toBe(10);
  });

  it('builds the option: the main plot, a thin lane per relay, markers, zoom over every lane, the site clock', () => {
    const t0 = '2026-11-20T00:40:00Z';
    const option = buildGraphOption({
      series: {
        vol: [rec(t0, { volume: 1500 })],
        temp: [rec(t0, { temperature: 6.5 })],
        temp2: [rec(t0, { temperature2: 7 })],
        grid: [rec(t0)],
        agitator: [rec(t0)],
        dg: [rec(t0, { eventState: { numericValue: 0 } })],
        comp: [rec(t0)],
        milkpump: [rec(t0)],
      },
      markers: [marker({ occurredOn: t0, stage: 3 })],
      zoneId: 'Asia/Kolkata',
      lang: 'en',
      texts: TEXTS,
    });
    const series = option.series as {
      id: string;
      name: string;
      xAxisIndex: number;
      yAxisIndex: number;
      step?: string;
      data: [number, number][];
      markPoint?: { data: unknown[] };
    }[];
    expect(series.map((s) => [s.id, s.name, s.xAxisIndex, s.yAxisIndex, s.step])).toEqual([
      ['vol', 'Volume', 0, 0, undefined],
      ['temp', 'Milk temperature', 0, 1, undefined],
      ['temp2', 'Temperature 2', 0, 1, undefined],
      ['grid', 'Grid', 1, 2, 'end'],
      ['agitator', 'Agitator', 2, 3, 'end'],
      ['dg', 'DG', 3, 4, 'end'],
      ['comp', 'Compressor', 4, 5, 'end'],
      ['milkpump', 'Milk pump', 5, 6, 'end'],
    ]);
    // One grid for the plot and one thin one per relay, each lane under the last.
    const grids = option.grid as { top: number; height: number }[];
    expect(grids).toHaveLength(6);
    expect(grids[0].height).toBe(MAIN_HEIGHT);
    for (let i = 1; i < grids.length; i++) {
      expect(grids[i].height).toBe(LANE_HEIGHT);
      expect(grids[i].top).toBeGreaterThanOrEqual(grids[i - 1].top + grids[i - 1].height);
    }
    // Each lane is named on its left and scaled 0–1.
    const yAxis = option.yAxis as { name?: string; gridIndex: number; min?: number; max?: number }[];
    expect(yAxis.map((a) => [a.name, a.gridIndex])).toEqual([
      ['Volume (L)', 0],
      ['Temperature (°C)', 0],
      ['Grid', 1],
      ['Agitator', 2],
      ['DG', 3],
      ['Compressor', 4],
      ['Milk pump', 5],
    ]);
    expect(yAxis.slice(2).every((a) => a.min === 0 && a.max === 1)).toBe(true);
    // Times are drawn in UTC, shifted to Kolkata's clock (+5:30): day ticks on its midnights.
    expect(option.useUTC).toBe(true);
    const shifted = Date.parse('2026-11-20T06:10:00Z');
    expect(series[0].data).toEqual([[shifted, 1500]]);
    expect(series[0].markPoint!.data).toEqual([
      { name: 'Milk undercooled — Stage 3', names: ['Milk undercooled — Stage 3'], coord: [shifted, 1500], value: 3 },
    ]);
    expect(series.slice(1).every((s) => s.markPoint === undefined)).toBe(true);
    const zooms = option.dataZoom as { type: string; xAxisIndex: number[]; labelFormatter?: (v: number) => string }[];
    expect(zooms.map((z) => [z.type, z.xAxisIndex])).toEqual([
      ['slider', [0, 1, 2, 3, 4, 5]],
      ['inside', [0, 1, 2, 3, 4, 5]],
    ]);
    // One date format: days dd MMM yyyy, times of day HH:mm, the slider dd MMM yyyy - HH:mm.
    expect(zooms[0].labelFormatter!(shifted)).toBe('20 Nov 2026 - 06:10');
    const xAxis = option.xAxis as { axisLabel: { formatter: (v: number) => string } }[];
    expect(xAxis[0].axisLabel.formatter(shifted)).toBe('06:10');
    expect(xAxis[0].axisLabel.formatter(Date.parse('2026-11-21T00:00:00Z'))).toBe('21 Nov 2026');
    expect(axisLabel(Date.parse('2026-11-21T00:00:00Z'), 'fr')).toBe('21 nov. 2026');
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(
      tooltip.formatter([
        { seriesIndex: 0, seriesName: 'Volume', value: [shifted, 1500], marker: '' },
        { seriesIndex: 5, seriesName: 'DG', value: [shifted, 0], marker: '' },
      ]),
    ).toBe('20 Nov 2026 - 06:10 GMT+5:30<br/>Volume: 1500 L<br/>DG: OFF');
  });

  it('clusters markers that fall together, counting and listing them', () => {
    const m = (id: string, at: number, name: string) => ({ name, coord: [at, 100] as [number, number], value: 1, alertId: id });
    const clusters = clusterMarkers([m('c', 5000, 'C'), m('a', 0, 'A'), m('b', 400, 'B'), m('d', 5300, 'D'), m('e', 9000, 'E')], 500);
    expect(clusters.map((c) => [c.coord[0], c.names])).toEqual([
      [0, ['A', 'B']],
      [5000, ['C', 'D']],
      [9000, ['E']],
    ]);
    // In the option: over a day, alerts a minute apart are one pin that counts them.
    const t = Date.parse('2026-11-20T06:00:00Z');
    const option = buildGraphOption({
      series: { vol: [rec('2026-11-20T00:00:00Z', { volume: 900 }), rec('2026-11-21T00:00:00Z', { volume: 1000 })] },
      markers: [
        marker({ alertId: 'x1', occurredOn: new Date(t).toISOString() }),
        marker({ alertId: 'x2', occurredOn: new Date(t + 60_000).toISOString(), alertDisplayName: 'Compressor malfunction', stage: 2 }),
        marker({ alertId: 'x3', occurredOn: '2026-11-20T18:00:00Z' }),
      ],
      zoneId: '',
      lang: 'en',
      texts: { ...TEXTS, cluster: (n) => `${n} alerts` },
    });
    const pins = (option.series as { markPoint?: { data: { name: string; names: string[]; value: number }[] } }[])[0].markPoint!.data;
    expect(pins.map((p) => [p.name, p.names, p.value])).toEqual([
      ['2 alerts', ['Milk undercooled — Stage 1', 'Compressor malfunction — Stage 2'], 2],
      ['Milk undercooled — Stage 1', ['Milk undercooled — Stage 1'], 1],
    ]);
  });

  it('grows with its lanes', () => {
    expect(graphHeight(5) - graphHeight(0)).toBeGreaterThanOrEqual(5 * LANE_HEIGHT);
  });

  it('leaves out the series that were not fetched and marks nothing without alerts', () => {
    const option = buildGraphOption({ series: { vol: [] }, markers: [], zoneId: '', lang: 'en', texts: TEXTS });
    const series = option.series as { id: string; markPoint?: unknown }[];
    expect(series.map((s) => s.id)).toEqual(['vol']);
    expect(series[0].markPoint).toBeUndefined();
  });
});
