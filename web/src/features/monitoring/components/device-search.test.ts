import i18n from '@/lib/i18n';
import {
  SEARCH_MESSAGES,
  defaultWindow,
  deviceDataRoute,
  nowAt,
  routeValue,
  searchFromRoute,
  searchIssues,
  windowToQuery,
  windowToUrl,
  type SearchValues,
} from '@/features/monitoring/components/device-search';

const NOW = new Date(2026, 10, 21, 8, 47, 31);

function valid(over: Partial<SearchValues> = {}): SearchValues {
  return {
    siteId: 'S-001',
    chillingUnitUuid: 'unit-a',
    startDate: new Date(2026, 10, 20),
    startTime: new Date(2026, 10, 20, 0, 0),
    endDate: new Date(2026, 10, 21),
    endTime: new Date(2026, 10, 21, 8, 47),
    ...over,
  };
}

const messages = (v: SearchValues) => Object.fromEntries(searchIssues(v).map((i) => [i.path[0], i.message]));

describe('the device data search', () => {
  it('needs every field, with the spec’s messages in English and French', () => {
    const empty: SearchValues = { siteId: '', chillingUnitUuid: '', startDate: null, startTime: null, endDate: null, endTime: null };
    const found = messages(empty);
    expect(found).toEqual({
      siteId: SEARCH_MESSAGES.site,
      chillingUnitUuid: SEARCH_MESSAGES.unit,
      startDate: SEARCH_MESSAGES.startDate,
      startTime: SEARCH_MESSAGES.startTime,
      endDate: SEARCH_MESSAGES.endDate,
      endTime: SEARCH_MESSAGES.endTime,
    });
    const en = Object.values(found).map((k) => i18n.getFixedT('en')(k));
    expect(en).toEqual([
      'Please select a Site',
      'Please select Chilling Unit',
      'Start Date is needed',
      'Start Time is needed',
      'End Date is needed',
      'End Time is needed',
    ]);
    const fr = Object.values(found).map((k) => i18n.getFixedT('fr')(k));
    expect(fr).toEqual([
      'Veuillez sélectionner un site',
      'Veuillez sélectionner une unité de refroidissement',
      'La date de début est requise',
      "L'heure de début est requise",
      'La date de fin est requise',
      "L'heure de fin est requise",
    ]);
    expect(searchIssues(valid())).toEqual([]);
  });

  it('refuses an end before the start, on the end date or, the same day, the end time', () => {
    expect(messages(valid({ endDate: new Date(2026, 10, 19) }))).toEqual({ endDate: SEARCH_MESSAGES.order });
    expect(
      messages(valid({ endDate: new Date(2026, 10, 20), endTime: new Date(2026, 10, 20, 0, 0), startTime: new Date(2026, 10, 20, 6, 0) })),
    ).toEqual({
      endTime: SEARCH_MESSAGES.order,
    });
    expect(messages(valid({ endDate: new Date(2026, 10, 20), endTime: new Date(2026, 10, 20, 0, 0) }))).toEqual({});
  });

  it('reads the route: placeholders are nothing chosen, the window defaults to the start of yesterday until now', () => {
    expect(defaultWindow(NOW)).toEqual({ start: new Date(2026, 10, 20), end: new Date(2026, 10, 21, 8, 47) });
    const fromMenu = searchFromRoute({ siteId: 'siteId', chillingUnitUUID: 'chillingUnitId' }, { start: null, end: null }, NOW);
    expect(fromMenu).toEqual({
      siteId: '',
      chillingUnitUuid: '',
      startDate: new Date(2026, 10, 20),
      startTime: new Date(2026, 10, 20),
      endDate: new Date(2026, 10, 21),
      endTime: new Date(2026, 10, 21, 8, 47),
    });
    const chosen = searchFromRoute({ siteId: 'S-001', chillingUnitUUID: 'unit-a' }, { start: '2026-11-01T06:00', end: 'garbage' }, NOW);
    expect(chosen.siteId).toBe('S-001');
    expect(chosen.startTime).toEqual(new Date(2026, 10, 1, 6, 0));
    expect(chosen.endTime).toEqual(new Date(2026, 10, 21, 8, 47));
    expect(routeValue(' chillingUnitUUID ')).toBe('');
    expect(routeValue('unit-a')).toBe('unit-a');
  });

  it("reads now on the site's clock", () => {
    const instant = new Date(Date.UTC(2026, 10, 20, 22, 52, 42)); // 04:22:42 the next day in Kolkata
    expect(nowAt('Asia/Kolkata', instant)).toEqual(new Date(2026, 10, 21, 4, 22, 42));
    expect(nowAt('America/Sao_Paulo', instant)).toEqual(new Date(2026, 10, 20, 19, 52, 42));
    expect(nowAt('', instant)).toBe(instant);
    expect(nowAt('Not/AZone', instant)).toBe(instant);
  });

  it('writes the window for the URL and for the server (site-local, the end minute whole)', () => {
    expect(windowToUrl(valid())).toEqual({ start: '2026-11-20T00:00', end: '2026-11-21T08:47' });
    expect(windowToQuery(valid())).toEqual({ startTime: '2026-11-20T00:00:00', endTime: '2026-11-21T08:47:59.999' });
    expect(windowToQuery(valid({ endDate: new Date(2026, 10, 19) }))).toBeNull();
    expect(windowToQuery(valid({ startTime: null }))).toBeNull();
  });

  it('keeps the screen under /monitoring when it was opened there', () => {
    expect(deviceDataRoute(true, 'S 1', 'unit-a')).toBe('/monitoring/totalsites/site-details/S%201/device-data/unit-a');
    expect(deviceDataRoute(false, 'S-1', 'unit-a')).toBe('/totalsites/site-details/S-1/device-data/unit-a');
  });
});
