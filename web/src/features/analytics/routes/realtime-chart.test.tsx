import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RealtimeChartRoute from '@/features/analytics/routes/realtime-chart';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { chartOption } from '@/test/echart-mock';
import { SITES, SITES_PATH } from '@/features/analytics/test-fixtures';
import { FakeEventSource } from '@/test/fake-event-source';

vi.mock('@/components/chart/e-chart', () => import('@/test/echart-mock'));

configure({ asyncUtilTimeout: 8000 });

const TICKET = '/authgateway/pushNotification/ticket';
const EVENT = '/authgateway/notificationService/bmc/EVENT/';

function server(history: unknown[] = []) {
  let n = 0;
  return stubFetch({
    [`GET ${SITES_PATH}`]: SITES,
    [`GET ${EVENT}`]: history,
    [`POST ${TICKET}`]: () => ({ ticket: `T${++n}`, expiresAt: '2026-11-20T10:01:00Z' }),
  });
}
const renderAt = (path: string) => renderRoutes([{ path: '/realtimeChart', Component: RealtimeChartRoute }], path);
const latest = () => FakeEventSource.all.at(-1)!;

beforeEach(() => {
  signInAs();
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the real-time volume chart', { timeout: 60_000 }, () => {
  it('opens the stream of the chosen unit with a ticket and draws its volume points', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt('/realtimeChart');
    expect(await screen.findByText('Choose a site and a chilling unit to follow its volume live.')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Site' }));
    await user.click(await screen.findByRole('option', { name: 'Gokul Centre 1 (S-001)' }));
    await user.click(screen.getByRole('combobox', { name: 'Chilling Unit' }));
    await user.click(await screen.findByRole('option', { name: 'BMC — Cooler A (CB-01)' }));
    expect(new URLSearchParams(router.state.location.search).get('chillingUnitUUID')).toBe('unit-a');

    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(s.requests('POST', TICKET)).toHaveLength(1);
    expect(latest().url).toBe('/authgateway/pushNotification/notification?ticket=T1&chillingUnitUUID=unit-a');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
    latest().open();
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    expect(screen.getByText("Waiting for the unit's next volume reading…")).toBeInTheDocument();

    latest().send('volume', { chillingUnitUuid: 'unit-a', processedTime: '2026-11-20T04:00:00Z', volume: 1200 });
    latest().send('volume', { chillingUnitUuid: 'unit-a', processedTime: '2026-11-20T05:00:00Z', volume: 1300 });
    latest().send('volume', { chillingUnitUuid: 'unit-b', processedTime: '2026-11-20T05:00:30Z', volume: 99 });
    latest().send('volume', { chillingUnitUuid: 'unit-a', processedTime: '2026-11-20T06:30:00Z', volume: 1500 });
    const option = chartOption(screen.getByRole('img', { name: 'Real-time volume chart' })) as { series: { data: [number, number][] }[] };
    // Two hours back from the newest point: 04:00 has left the window.
    expect(option.series[0].data).toEqual([
      [Date.parse('2026-11-20T05:00:00Z'), 1300],
      [Date.parse('2026-11-20T06:30:00Z'), 1500],
    ]);
  });

  it('starts with the volume of the last 2 hours', async () => {
    const record = (time: string, volume: number) => ({
      eventName: 'VOLUME',
      timeData: { processedTime: time },
      volume,
      eventState: { numericValue: volume },
    });
    const s = server([record('2026-11-20T05:00:00Z', 1250), record('2026-11-20T05:01:00Z', 1260)]);
    renderAt('/realtimeChart?chillingUnitUUID=unit-a');
    const chart = await screen.findByRole('img', { name: 'Real-time volume chart' });
    const q = s.requests('GET', EVENT)[0].query;
    expect(q).toMatchObject({ bmcId: 'unit-a', eventName: 'VOLUME' });
    expect(Date.parse(q.endTime) - Date.parse(q.startTime)).toBe(2 * 3600_000);
    expect(Math.abs(Date.parse(q.endTime) - Date.now())).toBeLessThan(60_000);
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    latest().send('volume', { chillingUnitUuid: 'unit-a', processedTime: '2026-11-20T05:02:00Z', volume: 1270 });
    expect((chartOption(chart) as { series: { data: [number, number][] }[] }).series[0].data.map((p) => p[1])).toEqual([1250, 1260, 1270]);
  });

  it('lists the alerts the stream sends, newest first', async () => {
    server();
    renderAt('/realtimeChart?chillingUnitUUID=unit-a');
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    latest().open();
    expect(await screen.findByText('No alert since the chart opened.')).toBeInTheDocument();
    const alert = {
      alertId: 'unit-a.milk_undercooled.1',
      alertLevel: 'CRITICAL',
      alertType: 'milk_undercooled',
      alertDisplayName: 'Milk undercooled',
      alertMessage: 'Milk not chilled',
      stage: 1,
      occurredOn: '2026-11-20T00:40:00Z',
      status: 'active',
      zoneId: 'Asia/Kolkata',
    };
    latest().send('alert', alert);
    latest().send('alert', {
      ...alert,
      alertId: 'unit-a.panel_trip.2',
      alertDisplayName: 'Panel trip',
      alertMessage: 'Panel tripped',
      stage: 0,
    });
    latest().send('alert', { ...alert, stage: 2 });
    const items = within(screen.getByRole('list', { name: 'Live alerts' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Milk undercooled — Stage 2 · active20 Nov 2026 - 06:10 — Milk not chilled',
      'Panel trip · active20 Nov 2026 - 06:10 — Panel tripped',
    ]);
  });

  it('reconnects with a fresh ticket when the stream fails', async () => {
    const s = server();
    renderAt('/realtimeChart?chillingUnitUUID=unit-a');
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const first = latest();
    first.open();
    first.send('volume', { chillingUnitUuid: 'unit-a', processedTime: '2026-11-20T05:00:00Z', volume: 1300 });
    first.fail();
    expect(first.closed).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(2), { timeout: 5000 });
    expect(s.requests('POST', TICKET)).toHaveLength(2);
    expect(latest().url).toBe('/authgateway/pushNotification/notification?ticket=T2&chillingUnitUUID=unit-a');
    latest().open();
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    // The points received before the failure stay on the chart.
    const option = chartOption(screen.getByRole('img', { name: 'Real-time volume chart' })) as { series: { data: unknown[] }[] };
    expect(option.series[0].data).toHaveLength(1);
  });

  it('closes the stream when the page is left', async () => {
    server();
    const { unmount } = renderAt('/realtimeChart?chillingUnitUUID=unit-a');
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    unmount();
    expect(latest().closed).toBe(true);
  });
});
