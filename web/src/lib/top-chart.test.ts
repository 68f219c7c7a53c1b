import { describe, expect, it } from 'vitest';
import { formatChartValue, formatDuration } from '@/lib/top-chart';
import { chartIssues } from '@/components/top-chart/top-chart';

describe('the top-N chart', () => {
  it.each([
    [0, '0m 00s'],
    [59, '0m 59s'],
    [3723, '1h 02m 03s'],
    [36000, '10h 00m 00s'],
  ])('writes %i s as %s', (s, want) => {
    expect(formatDuration(s)).toBe(want);
  });
  it('writes values in their unit', () => {
    expect(formatChartValue(5400, 's')).toBe('1h 30m 00s');
    expect(formatChartValue(83.456, '%')).toBe('83.46 %');
    expect(formatChartValue(3, 'count')).toBe('3');
  });
  it('asks for each missing field with the spec message', () => {
    expect(chartIssues({ order: '', limit: '', attribute: '' })).toEqual({
      order: 'chart.validation.order',
      limit: 'chart.validation.limit',
      attribute: 'chart.validation.attribute',
    });
    expect(chartIssues({ order: 'Top', limit: '10', attribute: 'By Chilling Duration' })).toEqual({});
  });
});
