import { act, cleanup as cleanupLayout, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { AppLayout } from '@/app/layout/app-layout';
import { TopBar } from '@/app/layout/top-bar';
import { CURRENT_USER_KEY, ID_TOKEN_KEY, getAuthState, loadAuthState, SELECTED_ORG_KEY } from '@/lib/auth';

const originalMatchMedia = window.matchMedia;

/** A viewport of the given width: min-width queries match accordingly. */
function mockViewport(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

function signIn(uiPrivileges: string[] = ['ALL_PRIVILEGE']) {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      jwtAccessToken: 'a',
      userName: 'asha',
      firstName: 'Asha',
      lastName: 'Patel',
      organizationName: 'acme',
      uiPrivileges,
      refreshToken: 'r',
      expiresAt: Date.now() + 600_000,
    }),
  );
  localStorage.setItem(ID_TOKEN_KEY, 'i');
  loadAuthState({ ready: true });
}

function renderLayout(path = '/dashboard') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>login page</p> },
      { Component: AppLayout, children: [{ path: '*', element: <p>the page</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const drawer = () => screen.getByTestId('side-drawer');

beforeEach(() => signIn());
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.unstubAllGlobals();
});

describe('the side drawer', () => {
  it('is permanent and open (240 px) from 800 px wide', () => {
    mockViewport(1024);
    renderLayout();
    expect(drawer()).toHaveAttribute('data-variant', 'permanent');
    expect(drawer()).toHaveAttribute('data-open', 'true');
    expect(getComputedStyle(drawer()).width).toBe('240px');
    expect(within(drawer()).getByText('Home')).toBeVisible();
  });

  it('is permanent at exactly 800 px', () => {
    mockViewport(800);
    renderLayout();
    expect(drawer()).toHaveAttribute('data-variant', 'permanent');
  });

  it('is a temporary slide-out below 800 px, closed until the menu button opens it', async () => {
    mockViewport(799);
    renderLayout();
    expect(drawer()).toHaveAttribute('data-variant', 'temporary');
    expect(drawer()).toHaveAttribute('data-open', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Open or close the menu' }));
    expect(drawer()).toHaveAttribute('data-open', 'true');
    // Following a link closes it.
    await userEvent.click(within(drawer()).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(drawer()).toHaveAttribute('data-open', 'false'));
  });

  it('narrows to icons when closed on a wide screen', async () => {
    mockViewport(1280);
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open or close the menu' }));
    expect(drawer()).toHaveAttribute('data-open', 'false');
    expect(getComputedStyle(drawer()).width).toBe('64px');
    // Labels are gone; entries keep an accessible name.
    expect(within(drawer()).queryByText('Home')).not.toBeInTheDocument();
    expect(within(drawer()).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('opens the menu group of the current path and closes it elsewhere', async () => {
    mockViewport(1280);
    const router = renderLayout('/configuration/rolelist');
    const config = within(drawer()).getByRole('button', { name: 'Configuration' });
    expect(config).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer()).getByRole('link', { name: 'Role' })).toHaveAttribute('href', '/configuration/rolelist?page=0&size=1000');
    expect(within(drawer()).getByRole('button', { name: 'Monitoring' })).toHaveAttribute('aria-expanded', 'false');

    await act(() => router.navigate('/monitoring/alerts/alertsSearchAll'));
    await waitFor(() => expect(within(drawer()).getByRole('button', { name: 'Monitoring' })).toHaveAttribute('aria-expanded', 'true'));
    expect(within(drawer()).getByRole('button', { name: 'Configuration' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets the user toggle a group', async () => {
    mockViewport(1280);
    renderLayout('/dashboard');
    const monitoring = within(drawer()).getByRole('button', { name: 'Monitoring' });
    await userEvent.click(monitoring);
    expect(monitoring).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer()).getByRole('link', { name: 'Alerts' })).toBeInTheDocument();
    await userEvent.click(monitoring);
    expect(monitoring).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows only what the privileges allow', () => {
    signIn([]);
    mockViewport(1280);
    renderLayout();
    expect(within(drawer()).queryByRole('button', { name: 'Configuration' })).not.toBeInTheDocument();
    expect(within(drawer()).getByRole('button', { name: 'Monitoring' })).toBeInTheDocument();
  });
});

describe('the reports in the side drawer', () => {
  const LIST = [
    { id: 'chilling_session', name: 'Chilling Session Report', displayName: 'Chilling Session Report', category: 'Chilling', values: [] },
    { id: 'fuel_consumption', name: 'Fuel Consumption Report', displayName: 'Fuel Consumption Report', category: 'Energy', values: [] },
    { id: 'milk_lifting', name: 'Milk Lifting Report', displayName: 'Milk Lifting Report', category: 'Milk', values: [] },
    { id: 'cip', name: 'CIP Report', displayName: 'CIP Report', category: 'Milk', values: [] },
  ];
  const listCalls = (fetch: ReturnType<typeof vi.fn>) =>
    fetch.mock.calls.map((c) => String(c[0])).filter((u) => u.startsWith('/authgateway/reports/dashBoard/v1/getAll'));

  function stubList(answer: unknown = LIST, status = 200) {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/authgateway/reports/')
        ? new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } })
        : new Response(null, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it("lists the server's reports by category for REPORTS and VIEW_REPORTS, in the user's language", async () => {
    signIn(['REPORTS', 'VIEW_REPORTS']);
    const fetch = stubList();
    mockViewport(1280);
    renderLayout('/configuration/Milk Lifting Report');
    const milk = await within(drawer()).findByRole('button', { name: 'Milk' });
    expect(milk).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer()).getByRole('link', { name: 'Milk Lifting Report' })).toHaveAttribute(
      'href',
      '/configuration/Milk Lifting Report',
    );
    expect(within(drawer()).getByRole('link', { name: 'CIP Report' })).toHaveAttribute('href', '/configurations/CIP Report');
    expect(within(drawer()).getByRole('button', { name: 'Chilling' })).toBeInTheDocument();
    expect(listCalls(fetch)).toEqual(['/authgateway/reports/dashBoard/v1/getAll?locale=en']);
  });

  it('asks nobody without VIEW_REPORTS, and keeps the plain Reports entry when the list fails', async () => {
    signIn(['REPORTS']);
    const fetch = stubList();
    mockViewport(1280);
    renderLayout();
    expect(within(drawer()).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(listCalls(fetch)).toEqual([]);
    cleanupLayout();

    signIn(['ALL_PRIVILEGE']);
    const failing = stubList({ status: 500, code: 'internal', message: 'boom' }, 500);
    renderLayout();
    await waitFor(() => expect(listCalls(failing)).toHaveLength(1));
    expect(within(drawer()).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
  });
});

describe('the top bar', () => {
  it('links the logo to the dashboard and the organisation to its profile', () => {
    mockViewport(1280);
    renderLayout();
    const banner = screen.getAllByRole('banner')[0];
    expect(within(banner).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(within(banner).getByRole('link', { name: 'acme' })).toHaveAttribute('href', '/organization/profile/acme');
  });

  it('shows the organisation chosen on the organisation page', () => {
    localStorage.setItem(SELECTED_ORG_KEY, 'dairy co');
    loadAuthState({ ready: true });
    mockViewport(1280);
    renderLayout();
    expect(screen.getByRole('link', { name: 'dairy co' })).toHaveAttribute('href', '/organization/profile/dairy%20co');
  });

  it('switches the language and reloads', async () => {
    const reload = vi.fn();
    const router = createMemoryRouter([{ path: '*', element: <TopBar onToggleDrawer={() => {}} reload={reload} /> }]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'French' }));
    expect(localStorage.getItem('language')).toBe('fr');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getAuthState().language).toBe('fr');
  });

  it('offers Profile and Sign out; signing out clears storage, calls ilogout and goes to /login', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response(null, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockViewport(1280);
    const router = renderLayout();

    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    // The bell's calls may come first.
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/authgateway/ilogout');
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
    expect(getAuthState().status).toBe('idle');
    warn.mockRestore();
  });
});

describe('the footer', () => {
  it('shows the 2020 copyright notice', () => {
    renderLayout();
    expect(screen.getByText('© 2020 ChillWatch. All rights reserved.')).toBeInTheDocument();
  });
});
