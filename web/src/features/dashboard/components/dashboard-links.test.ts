import { alertCategoryLink, alertEntries, bmcCounts, parseHours, percent } from '@/features/dashboard/components/dashboard-links';
import { clickedSlice, pieOption } from '@/features/dashboard/components/chart-options';

describe('the dashboard numbers', () => {
  it('writes percentages with 2 decimals', () => {
    expect(percent(85)).toBe('85.00');
    expect(percent(33.333)).toBe('33.33');
    expect(percent(66.666)).toBe('66.67');
  });

  it('takes whole hours from 0 to 120 only', () => {
    expect(parseHours('0')).toBe(0);
    expect(parseHours('24')).toBe(24);
    expect(parseHours('120')).toBe(120);
    expect(parseHours('121')).toBeNull();
    expect(parseHours('-1')).toBeNull();
    expect(parseHours('2.5')).toBeNull();
    expect(parseHours('1e2')).toBeNull();
    expect(parseHours('')).toBeNull();
  });

  it('builds the alert lines: three types, the other critical ones, all', () => {
    const lines = alertEntries({
      hours: 24,
      critical: 10,
      info: 5,
      total: 15,
      categories: [
        { category: 'a', displayName: 'A', level: 'CRITICAL', count: 4 },
        { category: 'b', displayName: '', level: 'CRITICAL', count: 3 },
      ],
    });
    expect(lines).toEqual([
      { category: 'a', label: 'A', count: 4 },
      { category: 'b', label: 'b', count: 3 },
      { category: 'other', count: 3 },
      { category: 'all', count: 15 },
    ]);
    expect(alertEntries({ hours: 24, critical: 0, info: 0, total: 0, categories: [] })).toEqual([
      { category: 'other', count: 0 },
      { category: 'all', count: 0 },
    ]);
  });

  it('links an alert category with its hours and date', () => {
    expect(alertCategoryLink('milk_undercooled', 48, '2026-05-01T10:00:00.000Z')).toBe(
      '/allalerts/milk_undercooled?page=0&paging=&hours=48&date=2026-05-01T10%3A00%3A00.000Z',
    );
  });

  it('counts a missing BMC state as 0', () => {
    const counts = bmcCounts({
      totalSites: 1,
      totalChillingUnits: 2,
      liveData: { count: 1, percentage: 50 },
      statusCount: { chilled: 2 },
      currentStateCount: {},
    });
    expect(counts.map((c) => [c.category.state, c.count])).toEqual([
      ['chilled', 2],
      ['chilling', 0],
      ['under chilled', 0],
      ['no_data', 0],
      ['others', 0],
    ]);
  });

  it('draws a donut whose items keep the list they open', () => {
    const option = pieOption(
      [
        { id: 'no_data', name: 'No Data', value: 3, color: '#777' },
        { id: 'others', name: 'Others', value: 0 },
      ],
      { donut: true, name: 'BMC' },
    );
    const series = (option.series as { type: string; radius: unknown; data: { id: string; name: string; value: number }[] }[])[0];
    expect(series.type).toBe('pie');
    expect(series.radius).toEqual(['50%', '75%']);
    expect(series.data).toHaveLength(1);
    expect(series.data[0]).toMatchObject({ id: 'no_data', name: 'No Data', value: 3 });
    expect(clickedSlice({ componentType: 'series', data: series.data[0] })).toBe('no_data');
    expect(clickedSlice({ componentType: 'legend' })).toBeUndefined();
  });
});
