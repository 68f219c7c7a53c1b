import i18n from '@/lib/i18n';
import type { Site } from '@/lib/sites';
import { REPORT_KINDS } from '@/features/reports/api/report-kinds';
import { cellText, compareCells, utcOffset, wallTime } from '@/features/reports/components/report-cells';
import { misordered, sortedSites, todayFor, unitsOf } from '@/features/reports/components/report-form-values';
import { reportColumns, shownRows, sortRows } from '@/features/reports/components/report-rows';
import { SITES } from '@/features/reports/test-fixtures';

const t = i18n.getFixedT('en');
const sites = SITES.content as unknown as Site[];

describe('report cells', () => {
  it("read a time on the site's wall clock, whatever its offset and the browser's zone", () => {
    expect(wallTime('2026-11-23T23:50:00+05:30')).toEqual(new Date(2026, 10, 23, 23, 50, 0));
    expect(wallTime('2026-11-23T06:05:09-03:00')).toEqual(new Date(2026, 10, 23, 6, 5, 9));
    expect(wallTime('2026-11-23T06:05:09Z')).toEqual(new Date(2026, 10, 23, 6, 5, 9));
    expect(wallTime('soon')).toBeNull();
    expect(cellText('time', 'startTime', '2026-11-23T23:50:00+05:30', 'en', t)).toBe('23 Nov 2026 - 23:50:00');
    expect(cellText('time', 'startTime', '2026-03-01T07:00:00+05:30', 'fr', t)).toBe('01 mars 2026 - 07:00:00');
  });

  it('name the offset of a time', () => {
    expect(utcOffset('2026-11-23T23:50:00+05:30')).toBe('UTC+05:30');
    expect(utcOffset('2026-11-23T23:50:00+00:00')).toBe('UTC');
    expect(utcOffset('2026-11-23T23:50:00Z')).toBe('UTC');
    expect(utcOffset('2026-11-23')).toBe('');
  });

  it('show dates, numbers, codes and durations', () => {
    expect(cellText('date', 'eventDate', '2026-11-23', 'en', t)).toBe('23 Nov 2026');
    expect(cellText('number', 'capacity', 1234.5678, 'en', t)).toBe('1234.57');
    expect(cellText('number', 'capacity', 4.1, 'fr', t)).toBe('4,1');
    expect(cellText('code', 'shift', 'morning', 'en', t)).toBe('Morning');
    expect(cellText('code', 'cipType', 'Lukewarm', 'en', t)).toBe('Lukewarm');
    expect(cellText('duration', 'duration', '101:02:03', 'en', t)).toBe('101:02:03');
    expect(cellText('text', 'bmcName', null, 'en', t)).toBe('');
  });

  it('order durations past 99 hours, numbers and times by their instant', () => {
    expect(compareCells('duration', '99:00:00', '100:00:00')).toBeLessThan(0);
    expect(compareCells('number', 9, 10)).toBeLessThan(0);
    expect(compareCells('time', '2026-11-23T10:00:00+05:30', '2026-11-23T05:00:00Z')).toBeLessThan(0);
    expect(compareCells('text', '', 'a')).toBeGreaterThan(0);
  });
});

describe('the report form rules', () => {
  it('sorts the sites by name and unites their units once each', () => {
    expect(sortedSites(sites).map((s) => s.siteName)).toEqual(['Amul Dairy', 'Gokul Centre 1', 'Warana Centre']);
    expect(unitsOf(sites, ['S-001', 'S-003']).map((u) => u.chillingUnitUuid)).toEqual(['unit-d', 'unit-a', 'unit-b']);
    expect(unitsOf(sites, [])).toEqual([]);
  });

  it("takes today as the latest of the browser's and the sites' dates", () => {
    // 20:00 UTC is already the next day in Kolkata.
    const now = new Date(Date.UTC(2026, 10, 24, 20, 0));
    const kolkata = todayFor(['Asia/Kolkata'], now);
    expect(kolkata.getTime()).toBeGreaterThanOrEqual(todayFor([], now).getTime());
    expect(todayFor(['Asia/Kolkata', 'Africa/Abidjan'], now)).toEqual(kolkata);
  });

  it('tells which date a change put out of order', () => {
    const d = (day: number) => new Date(2026, 10, day);
    const prev = { fromDate: d(23), toDate: d(24) };
    expect(misordered(prev, { fromDate: d(25), toDate: d(24) })).toBe('start');
    expect(misordered(prev, { fromDate: d(23), toDate: d(20) })).toBe('end');
    expect(misordered(prev, { fromDate: d(24), toDate: d(24) })).toBeNull();
    expect(misordered(prev, { fromDate: null, toDate: d(20) })).toBeNull();
  });
});

describe('the report table', () => {
  const lifting = REPORT_KINDS['Milk Lifting Report'];

  it("uses the console's headers when the list has none (a single zone not in them), and the undercooled flag", () => {
    const cols = reportColumns(lifting, [], ['Asia/Kolkata'], t);
    expect(cols.map((c) => c.header)).toEqual([
      'Date',
      'BMC ID',
      'BMC Capacity (L)',
      'Site Name',
      'Start Time',
      'Start Temp (°C)',
      'Start Volume (L)',
      'End Time',
      'End Temp (°C)',
      'End Volume (L)',
      'Duration',
      'Lifting Type',
      'Undercooled at Lifting',
    ]);
    // The Fuel report's optional shift is left out; several zones add a column after the site.
    const fuel = reportColumns(REPORT_KINDS['Fuel Consumption Report'], undefined, ['A', 'B'], t);
    expect(fuel.map((c) => c.field).slice(0, 6)).toEqual([
      'eventDate',
      'customerBmcId',
      'capacity',
      'bmcName',
      '_zone',
      'dgWhileChillingTime',
    ]);
    expect(fuel.map((c) => c.field)).not.toContain('shift');
  });

  it('keeps each row’s index for its undercooled flag while showing the rows by date', () => {
    const answer = {
      content: [
        { date: '2026-11-24', siteName: 'Gokul Centre 1', startTime: '2026-11-24T09:00:00+05:30' },
        { date: '2026-11-23', siteName: 'Nowhere', startTime: '2026-11-23T09:00:00+01:00' },
        { date: '2026-11-23', siteName: 'Warana Centre', startTime: '2026-11-23T10:00:00Z' },
      ],
      zones: ['Africa/Abidjan', 'Asia/Kolkata'],
      undercooled: [0, 2],
    };
    const rows = shownRows(lifting, answer, sites);
    expect(rows.map((r) => [r._i, r._undercooled, r._zone])).toEqual([
      [1, false, 'UTC+01:00'],
      [2, true, 'Africa/Abidjan'],
      [0, true, 'Asia/Kolkata'],
    ]);
    const flag = reportColumns(lifting, [], [], t).at(-1);
    expect(sortRows(rows, flag, 'desc').map((r) => r._i)).toEqual([2, 0, 1]);
  });
});
