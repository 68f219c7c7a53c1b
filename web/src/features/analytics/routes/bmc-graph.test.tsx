import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BmcGraphRoute from '@/features/analytics/routes/bmc-graph';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { jsonResponse } from '@/test/widget-providers';
import { chartOption } from '@/test/echart-mock';
import { SITES, SITES_PATH } from '@/features/analytics/test-fixtures';
import { differsFromViewer } from '@/lib/format';

vi.mock('@/components/chart/e-chart', () => import('@/test/echart-mock'));

configure({ asyncUtilTimeout: 8000 });

/** Kolkata's offset as a time carries it when the viewer keeps another clock. */
const IST = differsFromViewer(Date.parse('2026-11-20T00:00:00Z'), 'Asia/Kolkata') ? ' GMT+5:30' : '';

const N = '/authgateway/notificationService';
const CODES_PATH = `${N}/deviceEvent/bmc/`;
const EVENT = `${N}/bmc/EVENT/`;
const ALERTS = `${N}/bmc/ALERTS/`;
const CODES = ['VOLUME', 'TEMP', 'TEMP2', 'GRID', 'DG', 'COMPFBIBT', 'AGZFB', 'MILKPUMPIBT'];

function series(req: StubRequest) {
  const code = req.query.eventName;
  const at = (m: number) => `2026-11-20T00:${String(m).padStart(2, '0')}:00Z`;
  const value = (i: number) =>
    code === 'VOLUME'
      ? { volume: 1000 + i * 100 }
      : code === 'TEMP'
        ? { temperature: 8 - i }
        : code === 'TEMP2'
          ? { temperature2: 9 - i }
          : {};
  return [0, 1, 2].map((i) => ({
    displayEventName: code,
    eventName: code,
    timeData: { processedTime: at(i * 10) },
    eventState: { numericValue: i % 2 },
    ...value(i),
  }));
}

const MARKERS = [
  {
    alertId: 'unit-a.milk_undercooled.1',
    priority: 'CRITICAL',
    alertName: 'milk_undercooled',
    alertDisplayName: 'Milk undercooled',
    occurredOn: '2026-11-20T00:10:00Z',
    change: 'raised',
    stage: 1,
    message: 'Milk not chilled',
    volume: 1100,
    temperature: 7,
  },
  {
    ...{ alertId: 'unit-a.milk_undercooled.1', priority: 'CRITICAL', alertName: 'milk_undercooled', alertDisplayName: 'Milk undercooled' },
    occurredOn: '2026-11-20T00:20:00Z',
    change: 'escalated',
    stage: 2,
    message: '',
    volume: 1200,
    temperature: 6,
  },
];

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    [`GET ${SITES_PATH}`]: SITES,
    [`GET ${CODES_PATH}`]: CODES.map((c) => ({ displayEventName: c, eventName: c })),
    [`GET ${EVENT}`]: series,
    [`GET ${ALERTS}`]: MARKERS,
    ...over,
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/monitoring/chilling graph/bmcgraph', Component: BmcGraphRoute },
      { path: '/bmcgraph/:siteId', Component: BmcGraphRoute },
      { path: '/analytics/bmcgraph', Component: BmcGraphRoute },
    ],
    path,
  );
}

type Option = {
  series: {
    id: string;
    yAxisIndex: number;
    step?: string;
    data: [number, number][];
    markPoint?: { data: { name: string; coord: [number, number] }[] };
  }[];
};
const graph = async () => chartOption(await screen.findByRole('img', { name: 'Chilling graph' })) as unknown as Option;

/** Kolkata's wall clock (UTC+05:30) of an instant. */
const kolkata = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 16);

beforeEach(() => signInAs());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the chilling graph', { timeout: 60_000 }, () => {
  it("fetches the unit's codes, its eight series in parallel over the last 24 hours, then its alerts", async () => {
    const s = server();
    renderAt('/bmcgraph/S-001?chillingUnitUUID=unit-a');
    const option = await graph();
    expect(s.requests('GET', CODES_PATH)[0].query).toEqual({ chillingUnitUUID: 'unit-a' });
    const events = s.requests('GET', EVENT);
    expect(events.map((r) => r.query.eventName).sort()).toEqual([...CODES].sort());
    const { startTime, endTime } = events[0].query;
    expect(events.every((r) => r.query.bmcId === 'unit-a' && r.query.startTime === startTime && r.query.endTime === endTime)).toBe(true);
    // The last 24 hours on the site's clock, the end minute whole.
    expect(endTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:59$/);
    const nowThere = kolkata(Date.now());
    expect(Math.abs(Date.parse(`${endTime.slice(0, 16)}Z`) - Date.parse(`${nowThere}Z`))).toBeLessThanOrEqual(60_000);
    expect(Date.parse(`${endTime.slice(0, 16)}Z`) - Date.parse(`${startTime.slice(0, 16)}Z`)).toBe(24 * 3600_000);
    // The alerts come once the series are in.
    expect(s.requests('GET', ALERTS)[0].query).toEqual({ bmcId: 'unit-a', startTime, endTime });
    const lastEvent = s.all.map((r) => r.path).lastIndexOf(EVENT);
    expect(s.all.findIndex((r) => r.path === ALERTS)).toBeGreaterThan(lastEvent);

    // Volume and temperatures on the plot, each relay in a lane of its own.
    expect(option.series.map((x) => [x.id, x.yAxisIndex, x.step ?? null])).toEqual([
      ['vol', 0, null],
      ['temp', 1, null],
      ['temp2', 1, null],
      ['grid', 2, 'end'],
      ['agitator', 3, 'end'],
      ['dg', 4, 'end'],
      ['comp', 5, 'end'],
      ['milkpump', 6, 'end'],
    ]);
    // Drawn on the site's clock (Kolkata, +5:30) read as UTC.
    const ist = 5.5 * 3600_000;
    expect(option.series[0].data).toEqual([
      [Date.parse('2026-11-20T00:00:00Z') + ist, 1000],
      [Date.parse('2026-11-20T00:10:00Z') + ist, 1100],
      [Date.parse('2026-11-20T00:20:00Z') + ist, 1200],
    ]);
    await waitFor(async () => expect((await graph()).series[0].markPoint?.data).toHaveLength(2));
    expect((await graph()).series[0].markPoint!.data.map((m) => [m.name, m.coord])).toEqual([
      ['Milk undercooled — Stage 1', [Date.parse('2026-11-20T00:10:00Z') + ist, 1100]],
      ['Milk undercooled — Stage 2', [Date.parse('2026-11-20T00:20:00Z') + ist, 1200]],
    ]);
    expect(screen.getByText("Dates and times are the site's local time (Asia/Kolkata).")).toBeInTheDocument();
    // The markers as text too, in the site's time.
    const list = screen.getByRole('list', { name: 'Critical alerts marked on the graph' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([`20 Nov 2026 - 05:40${IST} — Milk undercooled — Stage 1`, `20 Nov 2026 - 05:50${IST} — Milk undercooled — Stage 2`]);
  });

  it('asks only for the series the unit reports', async () => {
    const s = server({
      [`GET ${CODES_PATH}`]: [
        { displayEventName: 'Volume', eventName: 'VOLUME' },
        { displayEventName: 'Grid', eventName: 'GRID' },
      ],
    });
    renderAt('/bmcgraph/S-001?chillingUnitUUID=unit-a');
    const option = await graph();
    expect(
      s
        .requests('GET', EVENT)
        .map((r) => r.query.eventName)
        .sort(),
    ).toEqual(['GRID', 'VOLUME']);
    expect(option.series.map((x) => x.id)).toEqual(['vol', 'grid']);
  });

  it('only logs a series that fails, and says when the alerts fail', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server({
      [`GET ${EVENT}`]: (req: StubRequest) =>
        req.query.eventName === 'GRID' ? jsonResponse({ status: 500, code: 'internal', message: 'boom' }, 500) : series(req),
      [`GET ${ALERTS}`]: jsonResponse({ status: 500, code: 'internal', message: 'boom' }, 500),
    });
    renderAt('/bmcgraph/S-001?chillingUnitUUID=unit-a');
    expect(await screen.findByText('The alerts could not be loaded: the graph shows no alert marker.')).toBeInTheDocument();
    const option = await graph();
    expect(option.series.find((x) => x.id === 'grid')!.data).toEqual([]);
    expect(option.series.find((x) => x.id === 'vol')!.data).toHaveLength(3);
    expect(logged.mock.calls.some((c) => String(c[0]).includes('GRID'))).toBe(true);
  });

  it('preselects the site of the unit in the URL and takes the period of the URL', async () => {
    const s = server();
    renderAt('/monitoring/chilling graph/bmcgraph?chillingUnitUUID=unit-c&start=2026-11-19T06:00&end=2026-11-20T06:00');
    await graph();
    expect(screen.getByRole('combobox', { name: /^Site/ })).toHaveValue('Warana Centre (S-002)');
    expect(screen.getByRole('combobox', { name: /^Chilling Unit/ })).toHaveTextContent('BMC — Cooler C (CB-03)');
    expect(s.requests('GET', EVENT)[0].query).toMatchObject({
      bmcId: 'unit-c',
      startTime: '2026-11-19T06:00:00',
      endTime: '2026-11-20T06:00:59',
    });
  });

  it('asks for a site and a unit, then shows the chosen unit', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt('/analytics/bmcgraph');
    expect(await screen.findByText('Choose a site, a chilling unit and a period, then Show.')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Please select a Site')).toBeInTheDocument();
    expect(screen.getByText('Please select Chilling Unit')).toBeInTheDocument();
    expect(s.requests('GET', EVENT)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /^Site/ }));
    await user.click(await screen.findByRole('option', { name: 'Gokul Centre 1 (S-001)' }));
    await user.click(screen.getByRole('combobox', { name: /^Chilling Unit/ }));
    await user.click(await screen.findByRole('option', { name: 'BMC — Cooler B (CB-02)' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('chillingUnitUUID')).toBe('unit-b'));
    const q = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/analytics/bmcgraph');
    expect(q.get('siteId')).toBe('S-001');
    expect(q.get('start')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await graph();
    expect(s.requests('GET', CODES_PATH).at(-1)!.query).toEqual({ chillingUnitUUID: 'unit-b' });
  });

  it('keeps /bmcgraph/:siteId when another unit is chosen there', async () => {
    const user = userEvent.setup();
    server();
    const { router } = renderAt('/bmcgraph/S-001?chillingUnitUUID=unit-a');
    await graph();
    await user.click(screen.getByRole('combobox', { name: /^Site/ }));
    await user.click(await screen.findByRole('option', { name: 'Warana Centre (S-002)' }));
    await user.click(screen.getByRole('combobox', { name: /^Chilling Unit/ }));
    await user.click(await screen.findByRole('option', { name: 'BMC — Cooler C (CB-03)' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bmcgraph/S-002'));
    expect(new URLSearchParams(router.state.location.search).get('chillingUnitUUID')).toBe('unit-c');
  });
});
