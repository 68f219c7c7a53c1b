import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/route-table';
import i18n from '@/lib/i18n';
import { resetError } from '@/lib/errors';
import ReportsRoute from '@/features/reports/routes/reports';
import { LIST_EN, LIST_FR, LIST_PATH } from '@/features/reports/test-fixtures';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

// The machine is shared: give slow renders time.
configure({ asyncUtilTimeout: 8000 });

function renderAt(path = '/reports') {
  return renderRoutes(
    [
      { path: '/reports', Component: ReportsRoute },
      { path: '/500', element: <p>server error page</p> },
    ],
    path,
  );
}

const server = (answer: unknown = (req: { query: Record<string, string> }) => (req.query.locale === 'fr' ? LIST_FR : LIST_EN)) =>
  stubFetch({ [`GET ${LIST_PATH}`]: answer });

const panel = () => screen.getByRole('tabpanel');

beforeEach(() => signInAs({ uiPrivileges: ['REPORTS', 'VIEW_REPORTS'] }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetError();
});

describe('the reports list', { timeout: 60_000 }, () => {
  it("shows the server's categories as tabs, the first chosen, each report linking to its page", async () => {
    const s = server();
    renderAt();
    const tabs = await screen.findByRole('tablist', { name: 'Report categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Chilling', 'Energy', 'Milk']);
    expect(within(tabs).getByRole('tab', { name: 'Chilling' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('link', { name: /Chilling Session Report/ })).toHaveAttribute(
      'href',
      '/configuration/Chilling Session Report',
    );
    expect(within(panel()).queryByRole('link', { name: /CIP Report/ })).not.toBeInTheDocument();
    expect(s.requests('GET', LIST_PATH)[0].query).toEqual({ locale: 'en' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs).getByText('Reports')).toBeInTheDocument();
  });

  it('opens the tab of ?category (the menu’s more entries), and a tab chosen goes to the URL', async () => {
    const user = userEvent.setup();
    server();
    const { router } = renderAt('/reports?category=Milk');
    const milk = await screen.findByRole('tab', { name: 'Milk' });
    expect(milk).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('link', { name: /Milk Lifting Report/ })).toHaveAttribute(
      'href',
      '/configuration/Milk Lifting Report',
    );
    // The CIP Report opens under /configurations.
    expect(within(panel()).getByRole('link', { name: /CIP Report/ })).toHaveAttribute('href', '/configurations/CIP Report');

    await user.click(screen.getByRole('tab', { name: 'Energy' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Energy'));
    expect(within(panel()).getByRole('link', { name: /Fuel Consumption Report/ })).toHaveAttribute(
      'href',
      '/configuration/Fuel Consumption Report',
    );
  });

  it('opens the first tab for an unknown category', async () => {
    server();
    renderAt('/reports?category=Nothing');
    expect(await screen.findByRole('tab', { name: 'Chilling' })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes to /500 when the list fails', async () => {
    server(jsonResponse({ status: 500, code: 'internal', message: 'boom' }, 500));
    const { router } = renderAt();
    expect(await screen.findByText('server error page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/500');
  });

  it('is in French, with the categories as the server names them', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const s = server();
      renderAt('/reports?category=Lait');
      expect(await screen.findByRole('tab', { name: 'Lait' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('heading', { name: 'Rapports' })).toBeInTheDocument();
      expect(within(panel()).getByRole('link', { name: /Rapport NEP/ })).toHaveAttribute('href', '/configurations/CIP Report');
      expect(s.requests('GET', LIST_PATH)[0].query).toEqual({ locale: 'fr' });
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('who may open the reports', { timeout: 60_000 }, () => {
  function renderApp(path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  }

  it.each([
    '/reports',
    '/configuration/Chilling Session Report',
    '/configuration/Fuel Consumption Report/S-001',
    '/configuration/Milk Lifting Report',
    '/configurations/CIP Report',
  ])('sends a user without REPORTS from %s to /403 before the screen asks anything', async (path) => {
    signInAs({ uiPrivileges: ['LIVE_TILE', 'VIEW_REPORTS'] });
    const s = server();
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(s.requests('GET', LIST_PATH)).toHaveLength(0);
  });

  it.each([['REPORTS'], ['ALL_PRIVILEGE'], ['ALL_PRIVILEGES']])('opens the list to %s', async (privilege) => {
    signInAs({ uiPrivileges: [privilege] });
    stubFetch({ [`GET ${LIST_PATH}`]: LIST_EN });
    const router = renderApp('/reports');
    expect(await screen.findByRole('tab', { name: 'Milk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
  });
});
