import { buildGraphOption, markerPoints, seriesToFetch, SERIES, toPoints, valueAt, type GraphTexts } from '@/features/analytics/components/graph-option';
import { eventRecordSchema, type EventRecord } from '@/features/analytics/api/get-event-series';
import { markerSchema } from '@/features/analytics/api/get-alert-markers';

const rec = (time: string, over: Record<string, unknown> = {}): EventRecord =>
  eventRecordSchema.parse({ timeData: { processedTime: time }, eventState: { numericValue: 1 }, ...over });

const TEXTS: GraphTexts = {
  series: { vol: 'Volume', temp: 'Milk temperature', temp2: 'Temperature 2', grid: 'Grid', agitator: 'Agitator', dg: 'DG', comp: 'Compressor', milkpump: 'Milk pump' },
  stage: (n) => `Stage ${n}`,
  on: 'ON',
  off: 'OFF',
  volumeAxis: 'Volume (L)',
  temperatureAxis: 'Temperature (°C)',
};

const marker = (over: Record<string, unknown>) =>
  markerSchema.parse({ alertId: 'x', priority: 'CRITICAL', alertName: 'milk_undercooled', alertDisplayName: 'Milk undercooled', occurredOn: '2026-11-20T01:00:00Z', change: 'raised', stage: 1, volume: 10, ...over });

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
      [marker({ stage: 2 }), marker({ priority: 'INFO' }), marker({ alertDisplayName: '', alertName: 'cip_not_done', stage: 0, occurredOn: '2026-11-20T01:09:00Z' })],
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

  it('builds the option: axes, step lines for on/off, markers, zoom, site-local times', () => {
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
    const series = option.series as { id: string; name: string; yAxisIndex: number; step?: string; data: unknown[]; markPoint?: { data: unknown[] } }[];
    expect(series.map((s) => [s.id, s.name, s.yAxisIndex, s.step])).toEqual([
      ['vol', 'Volume', 0, undefined],
      ['temp', 'Milk temperature', 1, undefined],
      ['temp2', 'Temperature 2', 1, undefined],
      ['grid', 'Grid', 2, 'end'],
      ['agitator', 'Agitator', 2, 'end'],
      ['dg', 'DG', 2, 'end'],
      ['comp', 'Compressor', 2, 'end'],
      ['milkpump', 'Milk pump', 2, 'end'],
    ]);
    expect(series[0].markPoint!.data).toEqual([{ name: 'Milk undercooled — Stage 3', coord: [Date.parse(t0), 1500], value: 3 }]);
    expect(series.slice(1).every((s) => s.markPoint === undefined)).toBe(true);
    expect((option.dataZoom as { type: string }[]).map((z) => z.type)).toEqual(['slider', 'inside']);
    const yAxis = option.yAxis as { name: string; min?: number; max?: number; axisLabel?: { formatter: (v: number) => string } }[];
    expect(yAxis.map((a) => a.name)).toEqual(['Volume (L)', 'Temperature (°C)', undefined]);
    expect([yAxis[2].axisLabel!.formatter(0), yAxis[2].axisLabel!.formatter(1)]).toEqual(['OFF', 'ON']);
    const xAxis = option.xAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(xAxis.axisLabel.formatter(Date.parse(t0))).toBe('20 Nov 06:10');
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(
      tooltip.formatter([
        { seriesIndex: 0, seriesName: 'Volume', value: [Date.parse(t0), 1500], marker: '' },
        { seriesIndex: 5, seriesName: 'DG', value: [Date.parse(t0), 0], marker: '' },
      ]),
    ).toBe('20 Nov 2026 - 06:10<br/>Volume: 1500 L<br/>DG: OFF');
  });

  it('leaves out the series that were not fetched and marks nothing without alerts', () => {
    const option = buildGraphOption({ series: { vol: [] }, markers: [], zoneId: '', lang: 'en', texts: TEXTS });
    const series = option.series as { id: string; markPoint?: unknown }[];
    expect(series.map((s) => s.id)).toEqual(['vol']);
    expect(series[0].markPoint).toBeUndefined();
  });
});
