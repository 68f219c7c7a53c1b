import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrganizationListRoute from '@/features/organizations/routes/organization-list';
import { json, mockApi, PROV, renderRoutes, signIn } from '@/features/organizations/test-utils';

const ALL = `${PROV}/organizations/all`;

const acme = {
  orgId: 1,
  orgName: 'acme',
  orgDisplayName: 'Acme Dairy',
  orgUrl: 'https://acme.example',
  orgType: 'dairy_cooperative',
  address: { pinCode: '411001', addressLine1: '1 Milk Road', villageTownCity: 'Pune', district: 'Pune', state: 'IN-MH', country: 'IN' },
  contactDetails: { contactPersonName: 'Asha Patil', countryCode: '+91', contactNumber: '9876543210', emailId: 'asha@acme.example' },
  isParent: true,
  parentOrgId: null,
};
const beta = { ...acme, orgId: 2, orgName: 'beta', orgDisplayName: 'Beta Milk', address: { ...acme.address, district: 'Nashik' } };

function page(content: unknown[], totalPages = 1) {
  return { content, pageInfo: { totalPages, hasNextPage: false, totalElements: content.length, page: 0, size: 10 } };
}

const routes = [{ path: '/configuration/organizationlist', element: <OrganizationListRoute /> }];

afterEach(() => vi.unstubAllGlobals());

describe('the organisation list', () => {
  it('loads page 0 of size 10 and shows the columns of each organisation', async () => {
    signIn(['ALL_PRIVILEGE']);
    const api = mockApi({ [`GET ${ALL}`]: page([acme, beta]) });
    renderRoutes(routes, '/configuration/organizationlist');
    expect(await screen.findByText('Acme Dairy')).toBeInTheDocument();
    const [call] = api.to(ALL);
    expect(call.query.get('page')).toBe('0');
    expect(call.query.get('size')).toBe('10');

    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Org name',
      'Display name',
      'Website',
      'Address line 1',
      'Contact person',
      'Contact number',
      'District',
      'Email',
      'Actions',
    ]);
    const row = screen.getAllByRole('row').find((r) => r.getAttribute('data-id') === '1')!;
    for (const text of ['https://acme.example', '1 Milk Road', 'Asha Patil', '9876543210', 'Pune', 'asha@acme.example']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('links each name to its sub-organisations and offers edit to /configuration/organization/{orgId}', async () => {
    signIn(['ORGANIZATION_CONFIGURATION']);
    mockApi({ [`GET ${ALL}`]: page([acme, beta]) });
    renderRoutes(routes, '/configuration/organizationlist');
    expect(await screen.findByRole('link', { name: 'acme' })).toHaveAttribute('href', '/configuration/SuborganizationList/acme');
    expect(screen.getByRole('link', { name: 'beta' })).toHaveAttribute('href', '/configuration/SuborganizationList/beta');
    expect(screen.getByRole('link', { name: 'Edit acme' })).toHaveAttribute('href', '/configuration/organization/1');
    expect(screen.getByRole('link', { name: 'Edit beta' })).toHaveAttribute('href', '/configuration/organization/2');
  });

  it('offers add organisation and add sub-organisation in a dropdown', async () => {
    const user = userEvent.setup();
    signIn(['ALL_PRIVILEGE']);
    mockApi({ [`GET ${ALL}`]: page([acme]) });
    renderRoutes(routes, '/configuration/organizationlist');
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Add organization' })).toHaveAttribute('href', '/configuration/organization');
    expect(within(menu).getByRole('menuitem', { name: 'Add sub-organization' })).toHaveAttribute(
      'href',
      '/configuration/suborganizationprofile',
    );
  });

  it('offers neither edit nor add without ORGANIZATION_CONFIGURATION', async () => {
    signIn(['CONFIGURATION', 'USER_CONFIGURATION']);
    mockApi({ [`GET ${ALL}`]: page([acme]) });
    renderRoutes(routes, '/configuration/organizationlist');
    expect(await screen.findByRole('link', { name: 'acme' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit acme' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete acme' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('exports the list as organizationList', async () => {
    const user = userEvent.setup();
    signIn(['ALL_PRIVILEGE']);
    const api = mockApi({ [`GET ${ALL}`]: page([acme]), 'GET /authgateway/export/xlsx': () => new Response('x') });
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    });
    renderRoutes(routes, '/configuration/organizationlist');
    await screen.findByText('Acme Dairy');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(api.to('/authgateway/export/xlsx')).toHaveLength(1));
    const [call] = api.to('/authgateway/export/xlsx');
    expect(call.query.get('fileName')).toBe('organizationList');
    expect(call.query.get('path')).toBe(ALL);
    expect(call.query.get('columns')).toContain('orgName:Org name');
    expect(call.query.get('columns')).not.toContain('actions');
  });

  it('goes to /404 past the last page', async () => {
    signIn(['ALL_PRIVILEGE']);
    mockApi({ [`GET ${ALL}`]: { ...page([]), pageInfo: { totalPages: 1, hasNextPage: false, totalElements: 2, page: 7, size: 10 } } });
    const { router } = renderRoutes(routes, '/configuration/organizationlist?page=7&size=10');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('deletes an organisation after confirmation and reloads the list', async () => {
    const user = userEvent.setup();
    signIn(['ALL_PRIVILEGE']);
    let deleted = false;
    const api = mockApi({
      [`GET ${ALL}`]: () => page(deleted ? [acme] : [acme, beta]),
      [`DELETE ${PROV}/organizations/2`]: () => {
        deleted = true;
        return { status: true, message: 'Organization deleted.' };
      },
    });
    renderRoutes(routes, '/configuration/organizationlist');
    await user.click(await screen.findByRole('button', { name: 'Delete beta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete beta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Beta Milk')).not.toBeInTheDocument());
    expect(api.to(`${PROV}/organizations/2`, 'DELETE')).toHaveLength(1);
  });

  it('shows why an organisation cannot be deleted', async () => {
    const user = userEvent.setup();
    signIn(['ALL_PRIVILEGE']);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      [`GET ${ALL}`]: page([acme]),
      [`DELETE ${PROV}/organizations/1`]: json(
        { status: 409, code: 'org.delete.hasSubOrganizations', message: 'acme still holds 2 sub-organization(s). Delete them first.' },
        409,
      ),
    });
    const { router } = renderRoutes(routes, '/configuration/organizationlist');
    await user.click(await screen.findByRole('button', { name: 'Delete acme' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'acme could not be deleted' });
    expect(dialog).toHaveTextContent('Status: 409');
    expect(dialog).toHaveTextContent('acme still holds 2 sub-organization(s). Delete them first.');
    expect(router.state.location.pathname).toBe('/configuration/organizationlist');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Acme Dairy')).toBeInTheDocument();
  });
});
