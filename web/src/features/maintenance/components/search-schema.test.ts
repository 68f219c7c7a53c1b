import i18n from '@/lib/i18n';
import {
  SEARCH_MESSAGES as M,
  searchFromParams,
  searchIssues,
  searchToParams,
  toUnitRecordsQuery,
} from '@/features/maintenance/components/search-schema';

const NOW = new Date(2025, 2, 31, 15, 20);

describe('the record search', () => {
  it('defaults to the last 30 days', () => {
    expect(searchFromParams(new URLSearchParams(), NOW)).toEqual({
      siteId: '',
      chillingUnitUuid: '',
      from: new Date(2025, 2, 1),
      to: new Date(2025, 2, 31),
    });
  });

  it('reads and writes the search in the URL', () => {
    const v = searchFromParams(new URLSearchParams('site=s-1&unit=u-1&from=2025-01-05&to=2025-02-10'), NOW);
    expect(v).toEqual({ siteId: 's-1', chillingUnitUuid: 'u-1', from: new Date(2025, 0, 5), to: new Date(2025, 1, 10) });
    expect(searchToParams(v)).toEqual({ site: 's-1', unit: 'u-1', from: '2025-01-05', to: '2025-02-10' });
    expect(searchFromParams(new URLSearchParams('from=05/01/2025'), NOW).from).toEqual(new Date(2025, 2, 1));
  });

  it("requires a chilling unit: 'Select a chilling unit'", () => {
    const v = searchFromParams(new URLSearchParams(), NOW);
    expect(searchIssues(v)).toEqual([{ path: ['chillingUnitUuid'], message: M.unitRequired }]);
    expect(toUnitRecordsQuery(v)).toBeNull();
    expect(i18n.getFixedT('en')(M.unitRequired)).toBe('Select a chilling unit');
    expect(i18n.getFixedT('fr')(M.unitRequired)).toBe('Choisissez une unité de refroidissement');
  });

  it('requires both dates, the end not before the start', () => {
    expect(searchIssues({ siteId: '', chillingUnitUuid: 'u', from: null, to: null }).map((i) => i.message)).toEqual([
      M.fromRequired,
      M.toRequired,
    ]);
    expect(searchIssues({ siteId: '', chillingUnitUuid: 'u', from: new Date(2025, 2, 2), to: new Date(2025, 2, 1) })).toEqual([
      { path: ['to'], message: M.rangeOrder },
    ]);
    expect(i18n.getFixedT('en')(M.rangeOrder)).toBe('The end date cannot be before the start date');
  });

  it('asks the server from the start of the first day to the end of the last, local time', () => {
    const q = toUnitRecordsQuery({ siteId: 's', chillingUnitUuid: 'u-1', from: new Date(2025, 0, 5), to: new Date(2025, 1, 10) });
    expect(q).toEqual({
      chillingUnitUuid: 'u-1',
      startDate: new Date(2025, 0, 5, 0, 0, 0, 0).toISOString(),
      endDate: new Date(2025, 1, 10, 23, 59, 59, 999).toISOString(),
    });
  });
});
