import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { pendingModules, routes } from '@/app/route-table';
import { CURRENT_USER_KEY, loadAuthState } from '@/lib/auth';
import { getErrorState, raiseError, resetError } from '@/lib/errors';
import { ApiError } from '@/lib/api-client';
import { stubFetch } from '@/test/fetch-stub';

const WAIT = { timeout: 15_000 };

function signIn(over: Record<string, unknown> = {}) {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      jwtAccessToken: 'a',
      userName: 'asha',
      firstName: 'Asha',
      organizationName: 'acme',
      uiPrivileges: ['ALL_PRIVILEGE'],
      refreshToken: 'r',
      expiresAt: Date.now() + 600_000,
      ...over,
    }),
  );
  loadAuthState({ ready: true });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const notFound = () => screen.findByRole('heading', { name: 'Page not found' }, WAIT);

beforeEach(() => loadAuthState({ ready: true }));
afterEach(() => {
  cleanup();
  resetError();
});

describe('public routes', () => {
  it.each(['/', '/login'])('shows the login page at %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Sign in' }, WAIT)).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to the dashboard', async () => {
    signIn();
    const router = renderAt('/login');
    await screen.findByRole('navigation', { name: 'Breadcrumbs' }, WAIT);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends /OrgSelectpage to /login without a session', async () => {
    const router = renderAt('/OrgSelectpage');
    await screen.findByRole('heading', { name: 'Sign in' }, WAIT);
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('the protected group', () => {
  it.each(['/dashboard', '/configuration/userlist', '/500', '/no-such-page'])('redirects %s to /login without a session', async (path) => {
    const router = renderAt(path);
    await screen.findByRole('heading', { name: 'Sign in' }, WAIT);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the dashboard in the layout with a session', async () => {
    signIn();
    renderAt('/dashboard');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' }, WAIT);
    expect(within(crumbs).getByText('Home')).toBeInTheDocument();
    expect(within(screen.getAllByRole('banner')[0]).getByRole('link', { name: 'acme' })).toHaveAttribute(
      'href',
      '/organization/profile/acme',
    );
    expect(screen.getByText(/© 2020/)).toBeInTheDocument();
    // The dashboard's header names the organisation too, beside its counts.
    expect(within(screen.getByTestId('header-counts')).getByRole('link', { name: 'acme' })).toHaveAttribute(
      'href',
      '/organization/profile/acme',
    );
  });

  it('shows the not-found page for a path without a match', async () => {
    signIn();
    renderAt('/no-such-page');
    expect(await notFound()).toBeInTheDocument();
  });

  it('matches exactly', async () => {
    signIn();
    renderAt('/dashboard/extra');
    expect(await notFound()).toBeInTheDocument();
  });

  it('shows the not-found page for a report that does not exist', async () => {
    signIn();
    renderAt('/configuration/No Such Report');
    expect(await notFound()).toBeInTheDocument();
  });

  it.each([
    ['/map-test', 'Map test'],
    ['/sitecreatetest', 'Site create test'],
    ['/formtest', 'Form test'],
  ])('shows the test page %s, not the not-found page', async (path, title) => {
    signIn();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('has no pending screen left', () => {
    expect(pendingModules.size).toBe(0);
    expect(pendingModules).not.toContain('@/features/analytics/routes/rating-template');
    expect(pendingModules).not.toContain('@/features/analytics/routes/bmc-graph');
    expect(pendingModules).not.toContain('@/features/analytics/routes/realtime-chart');
    expect(pendingModules).not.toContain('@/features/monitoring/routes/bmc-list');
    expect(pendingModules).not.toContain('@/features/faq/routes/faq');
    expect(pendingModules).not.toContain('@/features/organizations/routes/organization-list');
    expect(pendingModules).not.toContain('@/features/sites/routes/site-list');
    expect(pendingModules).not.toContain('@/features/monitoring/routes/device-data');
  });
});

describe('error pages', () => {
  it.each([
    ['/401', 'Unauthorized'],
    ['/403', 'Access denied'],
    ['/404', 'Page not found'],
    ['/500', 'Server error'],
    ['/503', 'Service unavailable'],
    ['/noData', 'No Data Found'],
    ['/error', 'Oops'],
  ])('%s shows its page with an illustration', async (path, title) => {
    signIn();
    renderAt(path);
    const heading = await screen.findByRole('heading', { name: title }, WAIT);
    expect(heading.closest('section')!.querySelector('svg[data-illustration]')).not.toBeNull();
  });

  it('navigates to the page of a globally raised error', async () => {
    signIn();
    const router = renderAt('/dashboard');
    await screen.findByRole('navigation', { name: 'Breadcrumbs' }, WAIT);
    act(() => raiseError(new ApiError(500, true)));
    await screen.findByRole('heading', { name: 'Server error' }, WAIT);
    expect(router.state.location.pathname).toBe('/500');

    act(() => raiseError(new ApiError(400, true)));
    await notFound();
    expect(router.state.location.pathname).toBe('/404');

    act(() => raiseError(new ApiError(409, true)));
    await screen.findByRole('heading', { name: 'Oops' }, WAIT);
    expect(router.state.location.pathname).toBe('/error');
  });

  it('/error: Try Again resets the error and goes back', async () => {
    signIn();
    const router = renderAt('/dashboard');
    await screen.findByRole('navigation', { name: 'Breadcrumbs' }, WAIT);
    act(() => raiseError(new ApiError(418, true)));
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }, WAIT));
    await screen.findByRole('navigation', { name: 'Breadcrumbs' }, WAIT);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getErrorState().page).toBeNull();
  });

  it('/error: Go To Dashboard', async () => {
    signIn();
    const router = renderAt('/error');
    await userEvent.click(await screen.findByRole('button', { name: 'Go To Dashboard' }, WAIT));
    await screen.findByRole('navigation', { name: 'Breadcrumbs' }, WAIT);
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('the route privilege table', () => {
  const AUDIT = '/authgateway/auditService/entries';
  const empty = { content: [], pageInfo: { totalPages: 0, hasNextPage: false, totalElements: 0, page: 0, size: 20 } };
  afterEach(() => vi.unstubAllGlobals());

  it('sends a user without ALL_PRIVILEGE from the audit log to /403, asking nothing', async () => {
    const s = stubFetch({ [`GET ${AUDIT}`]: empty });
    signIn({ uiPrivileges: ['CONFIGURATION', 'USER_CONFIGURATION', 'ROLE_CONFIGURATION'] });
    const router = renderAt('/configuration/audit-log?page=0&size=20');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
    expect(s.requests('GET', AUDIT)).toHaveLength(0);
  });

  it('opens the audit log with ALL_PRIVILEGE', async () => {
    const s = stubFetch({ [`GET ${AUDIT}`]: empty });
    signIn();
    const router = renderAt('/configuration/audit-log');
    expect(await screen.findByRole('heading', { name: 'Audit log' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configuration/audit-log');
    await waitFor(() => expect(s.requests('GET', AUDIT)).toHaveLength(1), WAIT);
  });
});

describe('the notification screens', () => {
  const N = '/authgateway/notificationService';
  const policy = {
    stages: [
      { stage: 1, roles: ['Chilling Centre In-charge'], digest: false },
      { stage: 2, roles: ['Chilling Centre In-charge'], digest: true },
      { stage: 3, roles: ['Chilling Centre In-charge'], digest: true },
    ],
    capMinutes: 5,
    smsDailyCap: 200,
    orgName: 'acme',
    default: true,
    editable: true,
    roles: ['Chilling Centre In-charge'],
  };
  afterEach(() => vi.unstubAllGlobals());

  it('sends a user without ALL_PRIVILEGE from the notification settings to /403, asking nothing', async () => {
    const s = stubFetch({ [`GET ${N}/policy`]: policy, [`GET ${N}/inbox/unreadCount`]: { unread: 0 } });
    signIn({ uiPrivileges: ['CONFIGURATION', 'USER_CONFIGURATION', 'ROLE_CONFIGURATION'] });
    const router = renderAt('/configuration/notifications');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
    expect(s.requests('GET', `${N}/policy`)).toHaveLength(0);
  });

  it('opens the notification settings with ALL_PRIVILEGE, with the bell in the top bar', async () => {
    const s = stubFetch({ [`GET ${N}/policy`]: policy, [`GET ${N}/inbox/unreadCount`]: { unread: 2 } });
    signIn();
    const router = renderAt('/configuration/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configuration/notifications');
    await waitFor(() => expect(s.requests('GET', `${N}/policy`)).toHaveLength(1), WAIT);
    const banner = screen.getAllByRole('banner')[0];
    expect(await within(banner).findByRole('button', { name: 'Notifications, 2 unread' }, WAIT)).toBeInTheDocument();
  });

  it('opens the inbox to every signed-in user', async () => {
    stubFetch({
      [`GET ${N}/inbox`]: { content: [], pageInfo: { totalPages: 0, hasNextPage: false, totalElements: 0, page: 0, size: 20 } },
      [`GET ${N}/inbox/unreadCount`]: { unread: 0 },
    });
    signIn({ uiPrivileges: [] });
    renderAt('/notifications');
    expect(await screen.findByText('No notifications yet', {}, WAIT)).toBeInTheDocument();
  });
});

describe('/profile/success', () => {
  it('shows the success dialog with Go To Dashboard and create another user', async () => {
    signIn();
    renderAt('/profile/success');
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByRole('link', { name: 'Go To Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(dialog).getByRole('link', { name: 'Create Another User' })).toHaveAttribute('href', '/configuration/user');
  });
});
