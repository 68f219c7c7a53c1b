import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DashboardRoute from '@/features/dashboard/routes/dashboard';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { jsonResponse } from '@/test/widget-providers';
import { getErrorState } from '@/lib/errors';
import { chartOption } from '@/test/echart-mock';

vi.mock('@/components/chart/e-chart', () => import('@/test/echart-mock'));

configure({ asyncUtilTimeout: 8000 });

const STATUS = '/authgateway/chillingUnitService/sites/aggregated/statusCount';
const ALERTS = '/authgateway/chillingUnitService/sites/aggregated/alertsCount';
const MY_SITES = '/authgateway/provisioningService/users/allUserSitesAssociation';
const FAV = '/authgateway/provisioningService/users/addFavSites';
const SCOPE = '/authgateway/chillingUnitService/sites/aggregated/alerts';

const STATUS_ANSWER = {
  totalSites: 12,
  totalChillingUnits: 20,
  liveData: { count: 17, percentage: 85 },
  statusCount: { chilled: 7, chilling: 4, 'under chilled': 3, no_data: 3, others: 3, 'out of service': 2, 'power off': 1 },
  currentStateCount: {
    COOLED: 7,
    CHILLING: 4,
    UNDER_COOLED: 3,
    NO_DATA: 2,
    POWER_OFF: 1,
    CLEANING: 1,
    EMPTY: 2,
    LOW_VOLUME: 0,
    NO_READING: 0,
  },
};

function alertsAnswer(hours: number) {
  return {
    hours,
    critical: 30,
    info: 70,
    total: 100,
    alertsAggregate: { alertCountMap: {} },
    categories: [
      { category: 'milk_undercooled', displayName: 'Milk undercooled', level: 'CRITICAL', count: 12 },
      { category: 'grid_off', displayName: 'Grid off', level: 'CRITICAL', count: 8 },
      { category: 'compressor_malfunction', displayName: 'Compressor malfunction', level: 'CRITICAL', count: 5 },
      { category: 'panel_trip', displayName: 'Panel trip', level: 'CRITICAL', count: 3 },
    ],
  };
}

const SITES = [
  { siteId: 'S-2', siteName: 'Warana', siteUUID: 'u-2', isBookmarked: false },
  { siteId: 'S-1', siteName: 'Gokul', siteUUID: 'u-1', isBookmarked: true },
];

/** Every site of the caller's scope: Kolhapur is not one of the user's associations. */
const SCOPE_SITES = [
  { siteId: 'S-1', siteName: 'Gokul', siteUuid: 'u-1', criticalCount: 0, infoCount: 3 },
  { siteId: 'S-3', siteName: 'Kolhapur', siteUuid: 'u-3', criticalCount: 2, infoCount: 0 },
  { siteId: 'S-2', siteName: 'Warana', siteUuid: 'u-2', criticalCount: 0, infoCount: 0 },
];

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    [`GET ${SCOPE}`]: { content: SCOPE_SITES, pageInfo: { totalPages: 1, hasNextPage: false } },
    [`GET ${STATUS}`]: STATUS_ANSWER,
    [`GET ${ALERTS}`]: (req: { query: Record<string, string> }) => alertsAnswer(Number(req.query.hours)),
    [`GET ${MY_SITES}`]: SITES,
    [`PUT ${FAV}`]: (req: { body: unknown }) => {
      const change = (req.body as { siteId: string; isBookmarked: boolean }[])[0];
      return SITES.map((s) => (s.siteId === change.siteId ? { ...s, isBookmarked: change.isBookmarked } : s));
    },
    ...over,
  });
}

const renderDashboard = () =>
  renderRoutes(
    [
      { path: '/dashboard', Component: DashboardRoute },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/dashboard',
  );
const tile = (name: string) => screen.findByRole('region', { name });
const hrefOf = (el: HTMLElement) => el.getAttribute('href') ?? '';
const dateOf = (href: string) => new URL(href, 'http://x').searchParams.get('date') ?? '';

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard', { timeout: 30_000 }, () => {
  it('shows the live share with 2 decimals and the header counts as links', async () => {
    signInAs({ organizationName: 'Gokul Dairy', uiPrivileges: ['ALL_PRIVILEGE'] });
    const s = server();
    renderDashboard();
    expect(await screen.findByTestId('live-percentage')).toHaveTextContent('85.00 %');
    expect(s.requests('GET', STATUS)[0].query).toEqual({ hours: '24' });

    const header = screen.getByTestId('header-counts');
    expect(within(header).getByRole('link', { name: 'Gokul Dairy' })).toHaveAttribute('href', '/organization/profile/Gokul%20Dairy');
    const sites = await within(header).findByRole('link', { name: 'Sites: 12' });
    const date = dateOf(hrefOf(sites));
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const d = encodeURIComponent(date);
    expect(sites).toHaveAttribute('href', `/totalsites?date=${d}&paging=&page=0&size=1000`);
    expect(within(header).getByRole('link', { name: 'BMCs: 20' })).toHaveAttribute('href', `/all-bmc/ALL?page=0&paging=&date=${d}`);
    const live = await tile('Live Data');
    expect(within(live).getByRole('link', { name: '17 of 20 chilling units reporting' })).toHaveAttribute(
      'href',
      `/all-bmc/livedata?page=0&paging=&date=${d}`,
    );
    expect(within(live).getByRole('link', { name: 'Real-time volume' })).toHaveAttribute('href', '/realtimeChart');
  });

  it('writes a count of 0 without a link', async () => {
    signInAs();
    server({ [`GET ${STATUS}`]: { ...STATUS_ANSWER, totalSites: 0, totalChillingUnits: 0, liveData: { count: 0, percentage: 0 } } });
    renderDashboard();
    expect(await screen.findByTestId('live-percentage')).toHaveTextContent('0.00 %');
    const header = screen.getByTestId('header-counts');
    expect(within(header).getByText('Sites: 0')).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: /Sites/ })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: /BMCs/ })).not.toBeInTheDocument();
  });

  it('links each BMC category of the donut and its legend to its list', async () => {
    signInAs();
    server();
    const { router } = renderDashboard();
    const bmc = await tile('BMC Status');
    const legend = await within(bmc).findByRole('list', { name: 'BMC status categories' });
    const links = within(legend).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Chilled: 7', 'Chilling: 4', 'Under Chilled: 3', 'No Data: 3', 'Others: 3']);
    const d = encodeURIComponent(dateOf(hrefOf(links[0])));
    expect(links.map(hrefOf)).toEqual(
      ['chilled', 'chilling', 'under%20chilled', 'no_data', 'others'].map((s) => `/all-bmc/${s}?page=0&paging=&date=${d}`),
    );
    expect(within(bmc).getByRole('link', { name: 'All BMCs' })).toHaveAttribute('href', `/all-bmc?page=0&paging=&date=${d}`);
    // A click on a segment opens the same list.
    await userEvent.click(within(bmc).getByRole('button', { name: 'slice Under Chilled' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-bmc/under%20chilled'));
  });

  it('lists the alert categories: the first three, the other critical alerts and all alerts', async () => {
    signInAs();
    const s = server();
    const { router } = renderDashboard();
    const card = await tile('Alerts');
    const list = await within(card).findByRole('list', { name: 'Alerts by category' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Milk undercooled: 12',
      'Grid off: 8',
      'Compressor malfunction: 5',
      'Other Critical Alerts: 5',
      'All Alerts: 100',
    ]);
    const date = s.requests('GET', ALERTS)[0].query.currentDate;
    expect(s.requests('GET', ALERTS)[0].query.hours).toBe('24');
    const d = encodeURIComponent(date);
    expect(links.map(hrefOf)).toEqual(
      ['milk_undercooled', 'grid_off', 'compressor_malfunction', 'other', 'all'].map(
        (c) => `/allalerts/${c}?page=0&paging=&hours=24&date=${d}`,
      ),
    );
    expect(within(card).getByText('Alerts of the last 24 hours')).toBeInTheDocument();
    // The pie splits the critical alerts; a segment opens its list.
    expect(
      within(card)
        .getAllByRole('button', { name: /^slice / })
        .map((b) => b.textContent),
    ).toEqual(['slice Milk undercooled', 'slice Grid off', 'slice Compressor malfunction', 'slice Other Critical Alerts']);
    await userEvent.click(within(card).getByRole('button', { name: 'slice Other Critical Alerts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/allalerts/other'));
    expect(router.state.location.search).toBe(`?page=0&paging=&hours=24&date=${d}`);
  });

  it('takes hours up to 120 only, and refetches the counts for them', async () => {
    signInAs();
    const user = userEvent.setup();
    const s = server();
    renderDashboard();
    const card = await tile('Alerts');
    const slider = within(card).getByRole('slider', { name: 'Alert window in hours' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '120');
    expect(slider).toHaveAttribute('aria-valuenow', '24');
    const input = within(card).getByRole('spinbutton', { name: 'Hours' });
    expect(input).toHaveValue(24);

    await user.clear(input);
    await user.type(input, '150');
    // '1' and '15' are taken; '150' is refused and the input keeps 15.
    expect(input).toHaveValue(15);
    await waitFor(() => expect(s.requests('GET', ALERTS).at(-1)!.query.hours).toBe('15'));
    expect(s.requests('GET', ALERTS).some((r) => Number(r.query.hours) > 120)).toBe(false);

    fireEvent.change(input, { target: { value: '121' } });
    expect(input).toHaveValue(15);
    fireEvent.change(input, { target: { value: '120' } });
    expect(input).toHaveValue(120);
    await waitFor(() => expect(s.requests('GET', ALERTS).at(-1)!.query.hours).toBe('120'));
    expect(slider).toHaveAttribute('aria-valuenow', '120');
    expect(await within(card).findByText('Alerts of the last 120 hours')).toBeInTheDocument();
    const all = within(card).getByRole('link', { name: 'All Alerts: 100' });
    expect(hrefOf(all)).toContain('hours=120');

    // The slider's keyboard also moves the window.
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(s.requests('GET', ALERTS).at(-1)!.query.hours).toBe('119'));
    expect(input).toHaveValue(119);
  });

  it('shows only the tiles the privileges grant', async () => {
    signInAs({ uiPrivileges: ['LIVE_TILE', 'SITE_LIST_TILE'] });
    const s = server();
    renderDashboard();
    expect(await tile('Live Data')).toBeInTheDocument();
    expect(await tile('Sites')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'BMC Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Alerts' })).not.toBeInTheDocument();
    expect(s.requests('GET', ALERTS)).toHaveLength(0);
  });

  it('shows no tile without a tile privilege, but still the counts', async () => {
    signInAs({ uiPrivileges: ['REPORTS'] });
    server();
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Sites: 12' })).toBeInTheDocument();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('lists every site the header counts, bookmarks first, and marks a bookmark', async () => {
    signInAs({ userName: 'asha', uiPrivileges: ['SITE_LIST_TILE'] });
    const user = userEvent.setup();
    const s = server();
    renderDashboard();
    // The tile counts the same scope as the header: every site, not only the user's associations.
    const card = await tile('Sites (3)');
    const list = await within(card).findByRole('list', { name: 'Sites of your organisation' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Gokul', 'Kolhapur', 'Warana']);
    expect(within(list).getByRole('link', { name: 'Gokul' })).toHaveAttribute('href', '/totalsites/site-details/S-1');
    expect(within(list).getByText('S-3 · 2 critical alerts in 24 h')).toBeInTheDocument();
    expect(s.requests('GET', MY_SITES)[0].query).toEqual({ pageable: 'false' });
    expect(s.requests('GET', SCOPE)[0].query).toEqual({ hour: '24', pagingState: '0', pageSize: '5000' });
    const star = within(list).getByRole('button', { name: 'Bookmark Warana' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(s.requests('PUT', FAV)).toHaveLength(1));
    expect(s.requests('PUT', FAV)[0].query).toEqual({ userName: 'asha' });
    expect(s.requests('PUT', FAV)[0].body).toEqual([{ siteId: 'S-2', siteUUID: 'u-2', isBookmarked: true }]);
    expect(await within(list).findByRole('button', { name: 'Remove the bookmark of Warana' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('names what No Data and Others hold, under the legend and in the tooltip', async () => {
    signInAs();
    server();
    renderDashboard();
    const bmc = await tile('BMC Status');
    expect(await within(bmc).findByTestId('bmc-detail-others')).toHaveTextContent('Cleaning: 1 · Empty: 2');
    expect(within(bmc).getByTestId('bmc-detail-noData')).toHaveTextContent('No data: 2 · Power off: 1');
    expect(within(bmc).queryByTestId('bmc-detail-chilled')).not.toBeInTheDocument();
    // The donut's slices carry the same lines for their tooltip (chart-options.test.ts writes it).
    const option = chartOption(within(bmc).getByRole('img', { name: 'BMC status chart' })) as {
      series: { data: { id: string; detail: string[] }[] }[];
    };
    expect(Object.fromEntries(option.series[0].data.map((d) => [d.id, d.detail]))).toEqual({
      chilled: [],
      chilling: [],
      'under chilled': [],
      no_data: ['No data: 2', 'Power off: 1'],
      others: ['Cleaning: 1', 'Empty: 2'],
    });
  });

  it('refreshes itself every minute and says when the counts came', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInAs();
      const s = server();
      renderDashboard();
      expect(await screen.findByTestId('dashboard-updated')).toHaveTextContent(/^Updated \d\d:\d\d:\d\d$/);
      await waitFor(() => expect(s.requests('GET', ALERTS)).toHaveLength(1));
      const statusBefore = s.requests('GET', STATUS).length;
      const firstDate = s.requests('GET', ALERTS)[0].query.currentDate;
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(s.requests('GET', STATUS).length).toBeGreaterThan(statusBefore));
      await waitFor(() => expect(s.requests('GET', ALERTS).length).toBeGreaterThan(1));
      // The alerts card's window moved on: it ends at the new now.
      expect(Date.parse(s.requests('GET', ALERTS).at(-1)!.query.currentDate) - Date.parse(firstDate)).toBeGreaterThanOrEqual(60_000);
      expect(s.requests('GET', SCOPE).length).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Error in loading' in the tiles when a call fails, without leaving the dashboard", async () => {
    signInAs();
    server({
      [`GET ${STATUS}`]: jsonResponse({ status: 500, code: 'internal', message: 'database down' }, 500),
      [`GET ${ALERTS}`]: jsonResponse({ status: 500, code: 'internal', message: 'database down' }, 500),
    });
    renderDashboard();
    const live = await tile('Live Data');
    expect(await within(live).findByText(/Error in loading/)).toHaveTextContent('Error in loading — database down');
    expect(await within(await tile('Alerts')).findByText(/Error in loading/)).toBeInTheDocument();
    expect(getErrorState().page).toBeNull();
  });

  it('reads in French', async () => {
    localStorage.setItem('language', 'fr');
    const i18n = (await import('@/lib/i18n')).default;
    await i18n.changeLanguage('fr');
    try {
      signInAs();
      server();
      renderDashboard();
      expect(await screen.findByRole('region', { name: 'État des BMC' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Sous-refroidi: 3' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Autres alertes critiques: 5' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
