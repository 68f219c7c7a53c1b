import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import OrgSelectRoute from '@/features/auth/routes/org-select';
import { CURRENT_USER_KEY, getAuthState, loadAuthState, SELECTED_ORG_KEY } from '@/lib/auth';

const ORGS = [
  { typeName: 'greenvalley', typeDisplayName: 'Green Valley Dairy', orgType: 'organization', orgId: 2 },
  { typeName: 'hilltop', typeDisplayName: 'Hilltop Milk', orgType: 'organization', orgId: 3 },
];

function signIn() {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({
      jwtAccessToken: 'a',
      userName: 'root',
      organizationName: 'platform',
      uiPrivileges: ['ALL_PRIVILEGE'],
      refreshToken: 'r',
      expiresAt: Date.now() + 600_000,
      platformAdmin: true,
    }),
  );
  loadAuthState({ ready: true });
}

function stubServer() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/organizations/orgMetaList')) return new Response(JSON.stringify(ORGS), { status: 200 });
    if (url.endsWith('/ilogout')) return new Response(JSON.stringify({ status: false, message: 'nope' }), { status: 500 });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/OrgSelectpage', Component: OrgSelectRoute },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/login', element: <p>login page</p> },
      { path: '/configuration/organization', element: <p>new organisation</p> },
    ],
    { initialEntries: ['/OrgSelectpage'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

beforeEach(() => signIn());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the organisation selection page', () => {
  it('asks to choose an organisation, and the message clears after 2 s', async () => {
    stubServer();
    renderPage();
    await screen.findByRole('combobox', { name: 'Choose Organization' });

    vi.useFakeTimers();
    fireEvent.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please Select an Organization');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('remembers the chosen organisation and continues to the dashboard', async () => {
    stubServer();
    const router = renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Choose Organization' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Green Valley Dairy', 'Hilltop Milk']);
    await userEvent.click(screen.getByRole('option', { name: 'Hilltop Milk' }));
    await userEvent.click(continueButton());

    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(SELECTED_ORG_KEY)).toBe('hilltop');
    expect(getAuthState().selectedOrganization).toBe('hilltop');
  });

  it('offers to create an organisation and a link to the dashboard', async () => {
    stubServer();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Create New Organization' })).toHaveAttribute('href', '/configuration/organization');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('logs out to /login, calling ilogout even though it fails', async () => {
    const fetch = stubServer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/authgateway/ilogout');
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    warn.mockRestore();
  });

  it('sends a visitor without a session to /login', async () => {
    stubServer();
    localStorage.clear();
    loadAuthState({ ready: true });
    const router = renderPage();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
