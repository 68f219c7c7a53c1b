import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InboxRoute from '@/features/notifications/routes/inbox';
import { compressorItem, N, page, testItem } from '@/features/notifications/test-fixtures';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

configure({ asyncUtilTimeout: 5000 });

const INBOX = `${N}/inbox`;
const UNREAD = `${N}/inbox/unreadCount`;
const READ = `${N}/inbox/read`;
const READ_ALL = `${N}/inbox/readAll`;

function server() {
  let unread = 1;
  return stubFetch({
    [`GET ${INBOX}`]: (req: StubRequest) => page(req.query.unreadOnly === 'true' ? [compressorItem] : [compressorItem, testItem]),
    [`GET ${UNREAD}`]: () => ({ unread }),
    [`PUT ${READ}`]: () => {
      unread = 0;
      return { unread };
    },
    [`PUT ${READ_ALL}`]: () => {
      unread = 0;
      return { unread };
    },
  });
}

const renderAt = (path = '/notifications') =>
  renderRoutes(
    [
      { path: '/notifications', Component: InboxRoute },
      { path: '/monitoring/chilling graph/bmcgraph', element: <p>chilling graph</p> },
    ],
    path,
  );

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

describe('the inbox screen', { timeout: 30_000 }, () => {
  it('lists the caller’s notifications, paged by the server', async () => {
    const s = server();
    renderAt();
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(await within(list).findByText(compressorItem.title)).toBeInTheDocument();
    expect(within(list).getByText(testItem.title)).toBeInTheDocument();
    expect(await screen.findByText('Unread: 1')).toBeInTheDocument();
    expect(s.requests('GET', INBOX)[0].query).toEqual({ page: '0', size: '20' });
    // An item about a unit leads to its chilling graph; a test message leads nowhere.
    expect(within(list).getByText(compressorItem.title).closest('a')).toHaveAttribute(
      'href',
      '/monitoring/chilling graph/bmcgraph?chillingUnitUUID=unit-a',
    );
    expect(within(list).getByText(testItem.title).closest('a')).toBeNull();
  });

  it('puts Unread only in the URL', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt('/notifications?page=0&size=10');
    await screen.findByText(testItem.title);
    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(screen.queryByText(testItem.title)).not.toBeInTheDocument());
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ unreadOnly: 'true', page: '0', size: '10' });
    expect(s.requests('GET', INBOX).at(-1)!.query).toEqual({ unreadOnly: 'true', page: '0', size: '10' });
  });

  it('reads the filter from the URL', async () => {
    const s = server();
    renderAt('/notifications?unreadOnly=true');
    await screen.findByText(compressorItem.title);
    expect(screen.getByRole('switch', { name: 'Unread only' })).toBeChecked();
    expect(s.requests('GET', INBOX)[0].query).toEqual({ unreadOnly: 'true', page: '0', size: '20' });
  });

  it('marks one notification read, and all of them with Mark all read', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt();
    await user.click(await screen.findByRole('button', { name: `Mark “${compressorItem.title}” read` }));
    await waitFor(() => expect(s.requests('PUT', READ)).toHaveLength(1));
    expect(s.requests('PUT', READ)[0].body).toEqual({ ids: [7] });
    expect(await screen.findByText('Unread: 0')).toBeInTheDocument();

    const markAll = screen.getByRole('button', { name: 'Mark all read' });
    expect(markAll).toBeDisabled();
  });

  it('calls PUT readAll for Mark all read', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt();
    await screen.findByText('Unread: 1');
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(s.requests('PUT', READ_ALL)).toHaveLength(1));
    expect(await screen.findByText('Unread: 0')).toBeInTheDocument();
    // The list is asked again.
    await waitFor(() => expect(s.requests('GET', INBOX).length).toBeGreaterThan(1));
  });
});
