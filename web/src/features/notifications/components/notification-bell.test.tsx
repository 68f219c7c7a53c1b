import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { compressorItem, N, page, testItem, TICKET } from '@/features/notifications/test-fixtures';
import { FakeEventSource } from '@/test/fake-event-source';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

configure({ asyncUtilTimeout: 5000 });

const UNREAD = `${N}/inbox/unreadCount`;
const INBOX = `${N}/inbox`;
const READ = `${N}/inbox/read`;
const READ_ALL = `${N}/inbox/readAll`;

function server(unread = 3) {
  let n = 0;
  return stubFetch({
    [`GET ${UNREAD}`]: () => ({ unread }),
    [`GET ${INBOX}`]: page([compressorItem, testItem]),
    [`PUT ${READ}`]: { unread: 2 },
    [`PUT ${READ_ALL}`]: () => {
      unread = 0;
      return { unread: 0 };
    },
    [`POST ${TICKET}`]: () => ({ ticket: `T${++n}`, expiresAt: '2026-11-20T10:01:00Z' }),
  });
}

function renderBell() {
  return renderRoutes(
    [
      { path: '/dashboard', element: <NotificationBell /> },
      { path: '/notifications', element: <p>inbox screen</p> },
      { path: '/monitoring/chilling graph/bmcgraph', element: <p>chilling graph</p> },
    ],
    '/dashboard',
  );
}

beforeEach(() => {
  signInAs();
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the notification bell', { timeout: 30_000 }, () => {
  it('shows the unread count and follows the push stream’s inbox events', async () => {
    const s = server(3);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();

    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(s.requests('POST', TICKET)).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/authgateway/pushNotification/notification?ticket=T1');
    FakeEventSource.latest().open();

    FakeEventSource.latest().send('inbox', { unread: 5 });
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
    expect(within(bell).getByText('5')).toBeInTheDocument();
    // Nothing else is asked: the event carries the count.
    expect(s.requests('GET', UNREAD)).toHaveLength(1);

    FakeEventSource.latest().send('inbox', { unread: 0 });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens a new stream with a fresh ticket when the stream fails, and asks the count again', async () => {
    const s = server(1);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    FakeEventSource.latest().fail();
    expect(FakeEventSource.all[0].closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(2), { timeout: 5000 });
    expect(FakeEventSource.latest().url).toBe('/authgateway/pushNotification/notification?ticket=T2');
    FakeEventSource.latest().open();
    await waitFor(() => expect(s.requests('GET', UNREAD)).toHaveLength(2));
  });

  it('lists the latest notifications, critical ones in red and unread ones in bold', async () => {
    const user = userEvent.setup();
    const s = server();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const critical = await within(panel).findByText(compressorItem.title);
    expect(within(panel).getByText(testItem.title)).toBeInTheDocument();
    expect(within(panel).getByText(compressorItem.body)).toBeInTheDocument();
    expect(within(panel).getByTitle('Critical alert')).toBeInTheDocument();
    expect(getComputedStyle(critical).fontWeight).toBe('700');
    expect(getComputedStyle(within(panel).getByText(testItem.title)).fontWeight).toBe('400');
    expect(s.requests('GET', INBOX)[0].query).toEqual({ page: '0', size: '20' });
  });

  it('marks every notification read with Mark all read', async () => {
    const user = userEvent.setup();
    const s = server(3);
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText(compressorItem.title);
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(s.requests('PUT', READ_ALL)).toHaveLength(1));
    // The bell behind the open panel (hidden from the accessibility tree meanwhile) loses its badge.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    // The list is asked again.
    await waitFor(() => expect(s.requests('GET', INBOX).length).toBeGreaterThan(1));
  });

  it('marks a notification read when it is opened, and leads to its unit’s chilling graph', async () => {
    const user = userEvent.setup();
    const s = server(3);
    const { router } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByText(compressorItem.title));
    await waitFor(() => expect(s.requests('PUT', READ)).toHaveLength(1));
    expect(s.requests('PUT', READ)[0].body).toEqual({ ids: [7] });
    expect(await screen.findByText('chilling graph')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?chillingUnitUUID=unit-a');
  });

  it('leads to the inbox screen with See all', async () => {
    const user = userEvent.setup();
    server();
    const { router } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('link', { name: 'See all' }));
    expect(await screen.findByText('inbox screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
  });
});
