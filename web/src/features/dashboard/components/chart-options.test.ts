import { pieOption } from '@/features/dashboard/components/chart-options';

describe('the dashboard pies', () => {
  it('name what a slice holds in its tooltip, escaped', () => {
    const option = pieOption(
      [
        { id: 'others', name: 'Others', value: 3, detail: ['Cleaning: 1', 'Empty: 2'] },
        { id: 'x', name: '<b>', value: 1 },
        { id: 'zero', name: 'Zero', value: 0 },
      ],
      { donut: true, name: 'BMC Status' },
    );
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter({ name: 'Others', value: 3, percent: 75, data: { detail: ['Cleaning: 1', 'Empty: 2'] } })).toBe(
      'Others: 3 (75%)<br/>Cleaning: 1<br/>Empty: 2',
    );
    expect(tooltip.formatter({ name: '<b>', value: 1, percent: 25, data: {} })).toBe('&#60;b&#62;: 1 (25%)');
    const data = (option.series as { data: { id: string }[] }[])[0].data;
    expect(data.map((d) => d.id)).toEqual(['others', 'x']);
  });
});
