import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SiteListRoute from '@/features/sites/routes/site-list';
import { loadAuthState, SELECTED_ORG_KEY } from '@/lib/auth';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { META, P, page, STORED_SITE } from '@/features/sites/test-data';

const ALL = `${P}/sites/all`;
const OTHER = {
  ...STORED_SITE,
  siteId: 'S-2',
  siteName: 'Nashik Centre',
  district: 'Nashik',
  numberOfChillingUnit: 1,
  numberOfL1Devices: 4,
};

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/configuration/totalsite', Component: SiteListRoute },
      { path: '/totalsites', Component: SiteListRoute },
      { path: '/totalsites/site-details/:siteId', element: <p>details page</p> },
    ],
    path,
  );
}

/** n distinct privilege names. */
const privileges = (n: number, first = 'SITE_CONFIGURATION') => [first, ...Array.from({ length: n - 1 }, (_, i) => `P${i}`)];

afterEach(() => vi.unstubAllGlobals());

describe('the site list', { timeout: 20_000 }, () => {
  it('redirects to page=0&size=1000 when page or size is missing, keeping the other keys', async () => {
    signInAs();
    const s = stubFetch({ [`GET ${ALL}`]: page([STORED_SITE]) });
    const { router } = renderAt('/totalsites?date=2026-05-01');
    await screen.findByText('Kothrud Centre');
    expect(router.state.location.pathname).toBe('/totalsites');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ date: '2026-05-01', page: '0', size: '1000' });
    expect(s.requests('GET', ALL)[0].query).toMatchObject({ page: '0', size: '1000' });
    // The redirect replaced the entry.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects when only page is missing, and keeps a complete URL as it is', async () => {
    signInAs();
    const s = stubFetch({ [`GET ${ALL}`]: page([STORED_SITE]) });
    const { router } = renderAt('/configuration/totalsite?paging=&size=5000');
    await screen.findByText('Kothrud Centre');
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('1000');
    await act(() => router.navigate('/configuration/totalsite?page=0&paging=&size=5000'));
    await waitFor(() => expect(s.requests('GET', ALL).map((r) => r.query.size)).toContain('5000'));
    expect(router.state.location.search).toBe('?page=0&paging=&size=5000');
  });

  it('shows the columns of each site, links the row to its details and offers edit', async () => {
    signInAs({ uiPrivileges: ['SITE_CONFIGURATION'] });
    stubFetch({ [`GET ${ALL}`]: page([STORED_SITE, OTHER]) });
    renderAt('/totalsites?page=0&size=1000');
    await screen.findByText('Kothrud Centre');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Site ID',
      'Site Name',
      'Organization',
      'Sub Organization',
      'District',
      'State',
      'Units',
      'L1 Devices',
      'Actions',
    ]);
    const row = screen.getAllByRole('row').find((r) => r.getAttribute('data-id') === 'S-2')!;
    for (const text of ['Gokul', 'North Zone', 'Nashik', 'IN-MH', '1', '4']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'S-2' })).toHaveAttribute('href', '/totalsites/site-details/S-2');
    expect(within(row).getByRole('link', { name: 'Nashik Centre' })).toHaveAttribute('href', '/totalsites/site-details/S-2');
    expect(within(row).getByRole('link', { name: 'Edit S-2' })).toHaveAttribute('href', '/configuration/site/S-2');
  });

  it('names each site’s state, not its code (issue 15 point 10)', async () => {
    signInAs();
    const KENYAN = { ...STORED_SITE, siteId: 'S-3', siteName: 'Kiambu Centre', country: 'KE', state: 'KE-30', district: 'Limuru' };
    stubFetch({
      [`GET ${ALL}`]: page([STORED_SITE, KENYAN]),
      [`GET ${META}/states/IN`]: [{ typeName: 'IN-MH', typeDisplayName: 'Maharashtra' }],
      [`GET ${META}/states/KE`]: [{ typeName: 'KE-30', typeDisplayName: 'Kiambu' }],
    });
    renderAt('/totalsites?page=0&size=1000');
    await screen.findByText('Kothrud Centre');
    const row = (id: string) => screen.getAllByRole('row').find((r) => r.getAttribute('data-id') === id)!;
    expect(await within(row('S-1')).findByText('Maharashtra')).toBeInTheDocument();
    expect(await within(row('S-3')).findByText('Kiambu')).toBeInTheDocument();
    expect(screen.queryByText('IN-MH')).not.toBeInTheDocument();
    expect(screen.queryByText('KE-30')).not.toBeInTheDocument();
  });

  it('offers no edit without SITE_CONFIGURATION', async () => {
    signInAs({ uiPrivileges: ['REPORTS'] });
    stubFetch({ [`GET ${ALL}`]: page([STORED_SITE]) });
    renderAt('/totalsites?page=0&size=1000');
    await screen.findByText('Kothrud Centre');
    expect(screen.queryByRole('link', { name: 'Edit S-1' })).not.toBeInTheDocument();
  });

  it('with 15 privileges offers Add Site and Import Site as links in a dropdown', async () => {
    const user = userEvent.setup();
    signInAs({ uiPrivileges: privileges(15) });
    stubFetch({ [`GET ${ALL}`]: page([STORED_SITE]) });
    renderAt('/totalsites?page=0&size=1000');
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Add Site' })).toHaveAttribute('href', '/configuration/site');
    expect(within(menu).getByRole('menuitem', { name: 'Import Site' })).toHaveAttribute('href', '/configuration/import-site');
  });

  it('with 14 privileges shows Add Site and Import Site as inert text, without a dropdown', async () => {
    signInAs({ uiPrivileges: privileges(14) });
    stubFetch({ [`GET ${ALL}`]: page([STORED_SITE]) });
    renderAt('/totalsites?page=0&size=1000');
    await screen.findByText('Kothrud Centre');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    const inert = screen.getByTestId('add-site-inert');
    expect(within(inert).getByText('Add Site')).toBeInTheDocument();
    expect(within(inert).getByText('Import Site')).toBeInTheDocument();
    expect(within(inert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Site' })).not.toBeInTheDocument();
  });

  it('counts ALL_PRIVILEGE as every privilege', async () => {
    signInAs({ uiPrivileges: ['ALL_PRIVILEGE'] });
    stubFetch({ [`GET ${ALL}`]: page([STORED_SITE]) });
    renderAt('/totalsites?page=0&size=1000');
    expect(await screen.findByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('lists the chosen organisation’s sites when one is chosen', async () => {
    signInAs();
    localStorage.setItem(SELECTED_ORG_KEY, 'Amul');
    loadAuthState({ ready: true });
    const s = stubFetch({ [`GET ${P}/sites/all/id`]: page([STORED_SITE]) });
    renderAt('/totalsites?page=0&size=1000');
    await screen.findByText('Kothrud Centre');
    expect(s.requests('GET', `${P}/sites/all/id`)[0].query).toMatchObject({ orgName: 'Amul', page: '0', size: '1000' });
  });

  it('says "No Sites Found" when there are none', async () => {
    signInAs();
    stubFetch({ [`GET ${ALL}`]: page([]) });
    renderAt('/totalsites?page=0&size=1000');
    expect(await screen.findByText('No Sites Found')).toBeInTheDocument();
  });

  it('narrows the page by the search text, kept in the URL', async () => {
    const user = userEvent.setup();
    signInAs();
    stubFetch({ [`GET ${ALL}`]: page([STORED_SITE, OTHER]) });
    const { router } = renderAt('/totalsites?page=0&size=1000');
    await screen.findByText('Kothrud Centre');
    await user.type(screen.getByRole('searchbox', { name: 'Search sites' }), 'nashik{Enter}');
    await waitFor(() => expect(screen.queryByText('Kothrud Centre')).not.toBeInTheDocument());
    expect(screen.getByText('Nashik Centre')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('nashik');
  });

  it('offers page sizes 10 to 100 and exports the list as siteList', async () => {
    const user = userEvent.setup();
    signInAs();
    const s = stubFetch({ [`GET ${ALL}`]: page([STORED_SITE]), 'GET /authgateway/export/xlsx': () => new Response('x') });
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    });
    renderAt('/totalsites?page=0&size=10');
    await screen.findByText('Kothrud Centre');
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30', '40', '50', '100']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(s.requests('GET', '/authgateway/export/xlsx')).toHaveLength(1));
    const [call] = s.requests('GET', '/authgateway/export/xlsx');
    expect(call.query.fileName).toBe('siteList');
    expect(call.query.path).toBe(ALL);
    expect(call.query.columns.split(',').map((c) => c.split(':')[0])).toEqual([
      'siteId',
      'siteName',
      'organizationName',
      'subOrganizationName',
      'district',
      'state',
      'numberOfChillingUnit',
      'numberOfL1Devices',
    ]);
    // The state is written by its name (the server's region code type), not as IN-MH.
    const columns = call.query.columns.split(',').map((c: string) => c.split(':'));
    expect(columns.find(([field]: string[]) => field === 'state')?.[2]).toBe('region');
  });
});
