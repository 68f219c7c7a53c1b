import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { differsFromViewer } from '@/lib/format';
import BmcListRoute from '@/features/monitoring/routes/bmc-list';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { EXPORT_ROUTE, captureDownloads, exportColumns, xlsxAnswer } from '@/test/downloads';
import { renderRoutes, signInAs } from '@/test/render-routes';

configure({ asyncUtilTimeout: 8000 });

const BASE = '/authgateway/chillingUnitService/sites/chillingUnits/';
const DATE = '2026-11-20T10:00:00.000Z';

const row = (i: number, over: Record<string, unknown> = {}) => ({
  chillingUnitId: `CB-0${i}`,
  chillingUnitUUID: `unit-${i}`,
  chillingUnitName: `Cooler ${i}`,
  siteName: 'Gokul Centre',
  siteId: 'S-001',
  siteUuid: 'site-1',
  zoneId: 'Asia/Kolkata',
  capacity: 2000,
  volume: 1523.5,
  temperature: 4.1,
  state: 'chilled',
  currentState: 'COOLED',
  stateSince: '2026-11-20T00:00:00Z',
  stateReceivedAt: '2026-11-20T00:40:00Z',
  infoAlertsCount: 7,
  criticalAlertsCount: 2,
  ...over,
});

function answer(req: StubRequest, total = 4) {
  const page = Number(req.query.pagingState);
  const size = Number(req.query.pageSize);
  const all = [
    row(1),
    row(2, { state: 'under chilled', currentState: 'UNDER_COOLED', zoneId: 'Africa/Nairobi', volume: null, temperature: null }),
    row(3, { state: 'out of service', currentState: 'NO_DATA', criticalAlertsCount: 0 }),
    row(4, { state: 'others', currentState: 'CLEANING', volume: 60, temperature: 70 }),
  ].slice(0, total);
  const pages = Math.ceil(all.length / size);
  return {
    content: all.slice(page * size, page * size + size),
    pageInfo: { totalPages: pages, hasNextPage: page + 1 < pages, totalElements: all.length, page, size },
  };
}

const STATES = ['chillingState', 'chilled', 'under%20chilled', 'no_data', 'livedata'];
const server = () =>
  stubFetch({
    ...Object.fromEntries(STATES.map((s) => [`GET ${BASE}${s}`, (req: StubRequest) => answer(req)])),
    [EXPORT_ROUTE]: () => xlsxAnswer(),
  });

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/all-bmc', Component: BmcListRoute },
      { path: '/allbmc', Component: BmcListRoute },
      { path: '/all-bmc/:state', Component: BmcListRoute },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

describe('the BMC state table', { timeout: 60_000 }, () => {
  it('asks for the state of the route with the page, 24 hours and the date', async () => {
    const s = server();
    renderAt(`/all-bmc/chilled?page=0&paging=&date=${encodeURIComponent(DATE)}`);
    expect(await screen.findByRole('heading', { name: 'Chilled BMCs' })).toBeInTheDocument();
    await screen.findByText('CB-01');
    expect(s.requests('GET', `${BASE}chilled`)[0].query).toEqual({ pagingState: '0', pageSize: '10', hour: '24', currentDate: DATE });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([
    ['/all-bmc', 'All BMCs'],
    ['/allbmc?page=0&paging=', 'All BMCs'],
    ['/all-bmc/ALL?page=0&paging=', 'All BMCs'],
  ])('lists every unit at %s', async (path, title) => {
    const s = server();
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(s.requests('GET', `${BASE}chillingState`)).toHaveLength(1));
    expect(s.requests('GET', `${BASE}chillingState`)[0].query).toMatchObject({ chillingUnitStates: 'ALL', pagingState: '0', hour: '24' });
  });

  it.each([
    ['under chilled', 'under%20chilled', 'Under Chilled BMCs'],
    ['no_data', 'no_data', 'No Data BMCs'],
    ['livedata', 'livedata', 'Live BMCs'],
  ])('titles the state %s', async (state, path, title) => {
    const s = server();
    renderAt(`/all-bmc/${encodeURIComponent(state)}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(s.requests('GET', `${BASE}${path}`)).toHaveLength(1));
  });

  it('shows each column: links to the graph and the alert lists, measures, state and the site-local update time', async () => {
    server();
    renderAt(`/all-bmc/chilled?page=0&paging=&date=${encodeURIComponent(DATE)}`);
    const first = (await screen.findByRole('link', { name: 'CB-01' })).closest('[role="row"]') as HTMLElement;
    for (const h of [
      'BMC Id',
      'Site Name',
      'Site Id',
      'Capacity',
      'Volume',
      'Temperature',
      'Current State',
      'Last Updated',
      'Events',
      'Alerts',
    ]) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(within(first).getByRole('link', { name: 'CB-01' })).toHaveAttribute('href', '/bmcgraph/S-001?chillingUnitUUID=unit-1');
    expect(within(first).getByText('Gokul Centre')).toBeInTheDocument();
    expect(within(first).getByText('2000 L')).toBeInTheDocument();
    expect(within(first).getByText('1523.5 L')).toBeInTheDocument();
    expect(within(first).getByText('4.1 °C')).toBeInTheDocument();
    expect(within(first).getByText('Cooled')).toHaveClass('MuiChip-label');
    // 00:40 UTC is 06:10 in Kolkata; the time carries the zone's offset when it is not the viewer's.
    const at = Date.parse('2026-11-20T00:40:00Z');
    expect(within(first).getByText(`20 Nov 2026 - 06:10${differsFromViewer(at, 'Asia/Kolkata') ? ' GMT+5:30' : ''}`)).toBeInTheDocument();
    const d = encodeURIComponent(DATE);
    expect(within(first).getByRole('link', { name: '7' })).toHaveAttribute(
      'href',
      `/info-alerts?sites=site-1&chillingUnits=unit-1&paging=&page=0&date=${d}`,
    );
    expect(within(first).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      `/critical-alerts?sites=site-1&chillingUnits=unit-1&paging=&page=0&date=${d}`,
    );

    const second = screen.getByRole('link', { name: 'CB-02' }).closest('[role="row"]') as HTMLElement;
    // Nairobi is UTC+3; a unit that has not reported shows no volume or temperature.
    expect(within(second).getByText(`20 Nov 2026 - 03:40${differsFromViewer(at, 'Africa/Nairobi') ? ' GMT+3' : ''}`)).toBeInTheDocument();
    expect(second.querySelector('[data-field="volume"]')).toHaveTextContent(/^$/);
    expect(second.querySelector('[data-field="temperature"]')).toHaveTextContent(/^$/);
    // The state column names the current state: the spec's three styled ones filled, the others outlined.
    const chips = [...document.querySelectorAll('[data-testid="bmc-table"] [data-state], [role="grid"] [data-state]')].map((c) => [
      c.getAttribute('data-state'),
      c.className.match(/MuiChip-(color\w+)/)?.[1],
      c.className.match(/MuiChip-(filled|outlined)/)?.[1],
    ]);
    expect(chips).toEqual([
      ['COOLED', 'colorSuccess', 'filled'],
      ['UNDER_COOLED', 'colorWarning', 'filled'],
      ['NO_DATA', 'colorDefault', 'filled'],
      ['CLEANING', 'colorSecondary', 'outlined'],
    ]);
    // The legend explains every name and the category that counts it.
    const legend = screen.getByTestId('state-legend');
    expect(within(legend).getByText('A small volume of hot water (10–100 L at 45 °C or more): cleaning in place.')).toBeInTheDocument();
    expect(within(legend).getAllByText('counted in Others')).toHaveLength(4);
    expect(within(legend).getAllByText('counted in No Data')).toHaveLength(2);
  });

  it('pages on the server with page and size in the URL', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt('/all-bmc/chilled?page=0&paging=&size=2');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(s.requests('GET', `${BASE}chilled`).at(-1)!.query).toMatchObject({ pagingState: '1', pageSize: '2' }));
    expect(await screen.findByText('CB-03')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
  });

  it('exports every row as bmcData.xlsx through the server, typed, with the units in the headers', async () => {
    const user = userEvent.setup();
    const s = server();
    const downloads = captureDownloads();
    try {
      renderAt(`/all-bmc/chilled?date=${encodeURIComponent(DATE)}&page=1&size=2`);
      await screen.findByText('CB-03');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(downloads.names).toEqual(['bmcData.xlsx']));
      const req = s.requests('GET', '/authgateway/export/xlsx')[0];
      expect(req.query).toMatchObject({
        path: `${BASE}chilled`,
        paging: 'pagingState,pageSize',
        fileName: 'bmcData',
      });
      // The list's own query, its paging left to the server.
      expect(Object.fromEntries(new URLSearchParams(req.query.query))).toEqual({ hour: '24', currentDate: DATE });
      expect(exportColumns(req)).toEqual([
        'chillingUnitId:BMC Id:text',
        'siteName:Site Name:text',
        'siteId:Site Id:text',
        'capacity:Capacity (L):number',
        'volume:Volume (L):number',
        'temperature:Temperature (°C):number',
        'currentState:Current State:state',
        'stateReceivedAt:Last Updated:datetime(zoneId)',
        'zoneId:Time zone:text',
        'infoAlertsCount:Events:number',
        'criticalAlertsCount:Alerts:number',
      ]);
    } finally {
      downloads.restore();
    }
  });

  it('exports every unit with chillingUnitStates=ALL, headers in French', async () => {
    const user = userEvent.setup();
    const s = server();
    const downloads = captureDownloads();
    await i18n.changeLanguage('fr');
    try {
      renderAt('/all-bmc');
      await screen.findByText('CB-01');
      await user.click(screen.getByRole('button', { name: 'Exporter' }));
      await waitFor(() => expect(downloads.names).toEqual(['bmcData.xlsx']));
      const req = s.requests('GET', '/authgateway/export/xlsx')[0];
      expect(req.query.path).toBe(`${BASE}chillingState`);
      expect(new URLSearchParams(req.query.query).get('chillingUnitStates')).toBe('ALL');
      expect(exportColumns(req)).toContain('capacity:Capacité (L):number');
      expect(exportColumns(req)).toContain('currentState:État actuel:state');
    } finally {
      downloads.restore();
      await i18n.changeLanguage('en');
    }
  });

  it('reads in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      server();
      renderAt('/all-bmc/under%20chilled');
      expect(await screen.findByRole('heading', { name: 'BMC sous-refroidis' })).toBeInTheDocument();
      expect(await screen.findByRole('columnheader', { name: 'État actuel' })).toBeInTheDocument();
      expect(await screen.findAllByText('Refroidi')).not.toHaveLength(0);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
