import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfDay, startOfDay, subDays } from 'date-fns';
import i18n from '@/lib/i18n';
import { differsFromViewer } from '@/lib/format';
import AlertsSearchRoute from '@/features/monitoring/routes/alerts-search';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { EXPORT_ROUTE, captureDownloads, exportColumns, xlsxAnswer } from '@/test/downloads';
import { SITES, SITES_PATH } from '@/features/monitoring/test-fixtures';

configure({ asyncUtilTimeout: 8000 });

/** Kolkata's offset as a time carries it when the viewer keeps another clock. */
const IST = differsFromViewer(Date.parse('2026-11-20T00:00:00Z'), 'Asia/Kolkata') ? ' GMT+5:30' : '';

const SEARCH = '/authgateway/chillingUnitService/sites/chillingunit/search/alerts';
const PATH = '/monitoring/alerts/alertsSearchAll';

const alert = (id: string, unit: string, unitId: string, site: [string, string], level: string, type: string, message: string) => ({
  alertId: id,
  alertLevel: level,
  alertType: type,
  alertDisplayName: type.replace(/_/g, ' '),
  alertMessage: message,
  stage: level === 'CRITICAL' ? 1 : 0,
  occurredOn: '2026-11-20T00:40:00Z',
  status: level === 'CRITICAL' ? 'active' : 'event',
  chillingUnitId: unitId,
  chillingUnitUUID: unit,
  siteName: site[0],
  siteId: site[1],
  siteUuid: 'x',
  zoneId: 'Asia/Kolkata',
});
const RESULT = [
  alert('a1', 'unit-a', 'UNIT-A', ['Gokul Centre 1', 'S-001'], 'CRITICAL', 'milk_undercooled', 'Milk not chilled'),
  alert('a2', 'unit-c', 'UNIT-C', ['Warana Centre', 'S-002'], 'INFO', 'chilling_started', 'Chilling started'),
  alert('a3', 'unit-a', 'UNIT-A', ['Gokul Centre 1', 'S-001'], 'INFO', 'milk_lifted', 'Milk lifted'),
];
const paging = (hasNextPage = false) => ({ totalPages: hasNextPage ? 2 : 1, hasNextPage, totalElements: 3, page: 0, size: 100000 });

function server(answer: (req: StubRequest) => unknown = () => ({ content: { RESULT, PAGING: paging() } })) {
  return stubFetch({ [`GET ${SITES_PATH}`]: SITES, [`POST ${SEARCH}`]: answer, [EXPORT_ROUTE]: () => xlsxAnswer() });
}
const renderAt = (path = PATH) => renderRoutes([{ path: PATH, Component: AlertsSearchRoute }], path);

async function clearPicker(user: ReturnType<typeof userEvent.setup>, label: RegExp) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getAllByRole('spinbutton')[0]);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
}

async function chooseUnits(user: ReturnType<typeof userEvent.setup>, ...labels: string[]) {
  await user.click(await screen.findByRole('combobox', { name: /^Chilling Unit/ }));
  const list = await screen.findByRole('listbox');
  for (const l of labels) await user.click(within(list).getByRole('option', { name: l }));
  await user.keyboard('{Escape}');
}

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

describe('the alerts search', { timeout: 60_000 }, () => {
  it('has its breadcrumbs and asks for a chilling unit and both dates', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs).getByText('Alerts Search')).toBeInTheDocument();
    await screen.findByRole('combobox', { name: /^Chilling Unit/ });
    await clearPicker(user, /^Start Date/);
    await clearPicker(user, /^End Date/);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please select Chilling Unit')).toBeInTheDocument();
    expect(screen.getByText('Start Date is needed')).toBeInTheDocument();
    expect(screen.getByText('End Date is needed')).toBeInTheDocument();
    expect(s.requests('POST', SEARCH)).toHaveLength(0);
  });

  it('searches every alert of the chosen units and their sites over the days chosen', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt();
    await chooseUnits(user, 'BMC — Cooler A (CB-01) — Gokul Centre 1', 'BMC — Cooler C (CB-03) — Warana Centre');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(s.requests('POST', SEARCH)).toHaveLength(1));
    const now = new Date();
    expect(s.requests('POST', SEARCH)[0].body).toEqual({
      alertTypes: ['All Alerts'],
      chillingUnitUuids: ['unit-a', 'unit-c'],
      siteUuids: ['site-1', 'site-2'],
      pagingState: '',
      pagingSize: 100000,
      hour: 24,
      startDate: startOfDay(subDays(now, 1)).toISOString(),
      endDate: endOfDay(now).toISOString(),
      toExclude: true,
    });
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('units')).toBe('unit-a,unit-c');
    expect(q.get('start')).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('exports the result as alertsSearch.xlsx: the same search re-run by the server, one typed row per alert', async () => {
    const user = userEvent.setup();
    const s = server();
    const downloads = captureDownloads();
    try {
      renderAt(`${PATH}?units=unit-a,unit-c&start=2026-11-19&end=2026-11-20`);
      await screen.findByText('1 of 3 alerts shown');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(downloads.names).toEqual(['alertsSearch.xlsx']));
      const req = s.requests('GET', '/authgateway/export/xlsx')[0];
      expect(req.query).toMatchObject({
        path: SEARCH,
        method: 'POST',
        rows: 'content.RESULT',
        paging: 'pagingState,pageSize',
        fileName: 'alertsSearch',
      });
      const { pagingState: _state, pagingSize: _size, ...searched } = s.requests('POST', SEARCH)[0].body as Record<string, unknown>;
      // The filtered result: the critical alerts (the default filter), not excluded.
      expect(JSON.parse(req.query.body)).toEqual({ ...searched, alertTypes: ['Critical Alerts'], toExclude: false });
      expect(exportColumns(req)).toEqual([
        'chillingUnitId:Chilling Unit Id:text',
        'siteName:Site Name:text',
        'siteId:Site Id:text',
        'alertLevel:Alert Level:level',
        'alertType:Alert Type:alertType',
        'stage:Stage:number',
        'alertMessage:Alert Message:text',
        'occurredOn:Occurred On:datetime(zoneId)',
        'zoneId:Time zone:text',
      ]);
    } finally {
      downloads.restore();
    }
  });

  it('groups the results by chilling unit, critical alerts first by default, each expanding to its alerts', async () => {
    const user = userEvent.setup();
    server();
    const { router } = renderAt(`${PATH}?units=unit-a,unit-c&start=2026-11-19&end=2026-11-20`);
    const table = await screen.findByRole('table', { name: 'Alerts by chilling unit' });
    const cells = () =>
      within(screen.getByRole('table', { name: 'Alerts by chilling unit' }))
        .getAllByRole('rowheader')
        .map((h) => [...h.closest('tr')!.querySelectorAll('th,td')].map((c) => c.textContent));
    // The counts per level, the critical ones shown.
    expect(screen.getByRole('button', { name: 'Critical (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Info (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'All (3)' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Chilling Unit Id', 'Site Name', 'Site Id', 'Critical', 'Info', 'Alerts']);
    expect(cells()).toEqual([['', 'UNIT-A', 'Gokul Centre 1', 'S-001', '1', '1', '1']]);
    expect(screen.getByText('1 of 3 alerts shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All (3)' }));
    expect(new URLSearchParams(router.state.location.search).get('level')).toBe('ALL');
    await waitFor(() =>
      expect(cells()).toEqual([
        ['', 'UNIT-A', 'Gokul Centre 1', 'S-001', '1', '1', '2'],
        ['', 'UNIT-C', 'Warana Centre', 'S-002', '0', '1', '1'],
      ]),
    );
    expect(screen.queryByText('Milk not chilled')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the alerts of UNIT-A' }));
    const rows = within(await screen.findByRole('table', { name: 'UNIT-A' })).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('td,th')].map((c) => c.textContent))).toEqual([
      ['Alert Level', 'Alert Type', 'Alert Message', 'Occurred On'],
      ['Critical', 'milk undercooled — Stage 1', 'Milk not chilled', `20 Nov 2026 - 06:10${IST}`],
      ['Info', 'milk lifted', 'Milk lifted', `20 Nov 2026 - 06:10${IST}`],
    ]);
    expect(screen.queryByText('Chilling started')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide the alerts of UNIT-A' }));
    await waitFor(() => expect(screen.queryByText('Milk not chilled')).not.toBeInTheDocument());

    // One type of the level.
    await user.click(screen.getByRole('combobox', { name: 'Alert type' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'chilling started (1)' }));
    await waitFor(() => expect(cells()).toEqual([['', 'UNIT-C', 'Warana Centre', 'S-002', '0', '1', '1']]));
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('chilling_started');
  });

  it('pages the alerts inside a group', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, i) =>
      alert(`m${i}`, 'unit-a', 'UNIT-A', ['Gokul Centre 1', 'S-001'], 'CRITICAL', 'milk_undercooled', `Alert number ${i + 1}`),
    );
    server(() => ({ content: { RESULT: many, PAGING: paging() } }));
    renderAt(`${PATH}?units=unit-a&start=2026-11-19&end=2026-11-20`);
    await user.click(await screen.findByRole('button', { name: 'Show the alerts of UNIT-A' }));
    const body = () =>
      within(screen.getByRole('table', { name: 'UNIT-A' }))
        .getAllByRole('row')
        .slice(1);
    await waitFor(() => expect(body()).toHaveLength(20));
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByText('Alert number 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next alerts of UNIT-A' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    expect(screen.getByText('Alert number 21')).toBeInTheDocument();
    expect(screen.queryByText('Alert number 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next alerts of UNIT-A' }));
    expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
    expect(body()).toHaveLength(5);
  });

  it('reads every page of a long result', async () => {
    const s = server((req) => {
      const state = (req.body as { pagingState: string }).pagingState;
      return state === ''
        ? { content: { RESULT: RESULT.slice(0, 2), PAGING: paging(true) } }
        : { content: { RESULT: RESULT.slice(2), PAGING: paging() } };
    });
    renderAt(`${PATH}?units=unit-a&start=2026-11-19&end=2026-11-20`);
    expect(await screen.findByText('1 of 3 alerts shown')).toBeInTheDocument();
    expect(s.requests('POST', SEARCH).map((r) => (r.body as { pagingState: string }).pagingState)).toEqual(['', '1']);
    expect((s.requests('POST', SEARCH)[0].body as { chillingUnitUuids: string[] }).chillingUnitUuids).toEqual(['unit-a']);
  });

  it("says 'No data found!' when the units had no alert", async () => {
    server(() => ({ content: { RESULT: [], PAGING: { ...paging(), totalPages: 0 } } }));
    renderAt(`${PATH}?units=unit-b&start=2026-11-19&end=2026-11-20`);
    expect(await screen.findByText('No data found!')).toBeInTheDocument();
  });

  it('refuses an end date before the start date', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt(`${PATH}?units=unit-a&start=2026-11-20&end=2026-11-19`);
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(s.requests('POST', SEARCH)).toHaveLength(0);
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const user = userEvent.setup();
      server();
      renderAt();
      await screen.findByRole('combobox', { name: /^Unité de refroidissement/ });
      await clearPicker(user, /^Date de début/);
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(await screen.findByText('Veuillez sélectionner une unité de refroidissement')).toBeInTheDocument();
      expect(screen.getByText('La date de début est requise')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
