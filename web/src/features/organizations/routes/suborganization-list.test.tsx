import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubOrganizationListRoute from '@/features/organizations/routes/suborganization-list';
import { mockApi, PROV, renderRoutes, signIn } from '@/features/organizations/test-utils';

const LIST = `${PROV}/organizations/subOrganizationList`;

function org(orgId: number, orgName: string, orgType: string, parentOrgName: string, district = 'Pune') {
  return {
    orgId,
    orgName,
    orgDisplayName: `${orgName} display`,
    orgType,
    parentOrgId: 1,
    parentOrgName,
    address: { pinCode: '411001', addressLine1: 'x', villageTownCity: 'Pune', district, state: 'IN-MH', country: 'IN' },
    contactDetails: {
      contactPersonName: 'Ravi Kumar',
      countryCode: '+91',
      contactNumber: '9123456780',
      emailId: `${orgName}@acme.example`,
    },
  };
}

const SUBS = [
  org(2, 'north', 'zone', 'acme'),
  org(3, 'kothrud', 'chillingcenter', 'north', 'Haveli'),
  org(4, 'mainplant', 'plant', 'acme'),
];

function serve() {
  return mockApi({
    'GET /authgateway/export/xlsx': () => new Response('x'),
    [`GET ${LIST}`]: { content: SUBS, pageInfo: { totalPages: 1, hasNextPage: false, totalElements: 3, page: 0, size: 10 } },
    [`GET ${PROV}/metadata/subOrgTypes`]: [
      { typeName: 'plant', typeDisplayName: 'Plant' },
      { typeName: 'chillingcenter', typeDisplayName: 'Chilling Center' },
      { typeName: 'zone', typeDisplayName: 'Zone' },
    ],
  });
}

const routes = [{ path: '/configuration/SuborganizationList/:orgName', element: <SubOrganizationListRoute /> }];
const rowOf = (id: number) => screen.getAllByRole('row').find((r) => r.getAttribute('data-id') === String(id))!;

afterEach(() => vi.unstubAllGlobals());

describe('the sub-organisation list', () => {
  it('lists every sub-organisation of the organisation, with its type and parent', async () => {
    signIn(['ALL_PRIVILEGE']);
    const api = serve();
    renderRoutes(routes, '/configuration/SuborganizationList/acme');
    expect(await screen.findByRole('heading', { name: 'Sub-organizations of acme' })).toBeInTheDocument();
    await screen.findByText('kothrud display');
    const [call] = api.to(LIST);
    expect([call.query.get('orgName'), call.query.get('page'), call.query.get('size')]).toEqual(['acme', '0', '10']);

    await waitFor(() => expect(within(rowOf(3)).getByText('Chilling Center')).toBeInTheDocument());
    expect(within(rowOf(3)).getByRole('link', { name: 'kothrud' })).toHaveAttribute('href', '/organization/profile/kothrud');
    expect(within(rowOf(3)).getByRole('link', { name: 'north' })).toHaveAttribute('href', '/organization/profile/north');
    expect(within(rowOf(2)).getByText('Zone')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Org name',
      'Display name',
      'Type',
      'Parent organization',
      'District',
      'Contact person',
      'Contact number',
      'Email',
      'Actions',
    ]);
  });

  it.each([['ORGANIZATION_CONFIGURATION'], ['ALL_PRIVILEGE']])('offers the edit icon with %s', async (privilege) => {
    signIn([privilege]);
    serve();
    renderRoutes(routes, '/configuration/SuborganizationList/acme');
    expect(await screen.findByRole('link', { name: 'Edit kothrud' })).toHaveAttribute('href', '/configuration/suborganizationprofile/3');
    expect(screen.getByRole('link', { name: 'Create sub-organization' })).toHaveAttribute(
      'href',
      '/configuration/suborganizationprofile?parent=acme',
    );
  });

  it('offers no edit icon without either privilege', async () => {
    signIn(['CONFIGURATION', 'SITE_CONFIGURATION']);
    serve();
    renderRoutes(routes, '/configuration/SuborganizationList/acme');
    await screen.findByText('kothrud display');
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create sub-organization' })).not.toBeInTheDocument();
  });

  it('filters the loaded page with the search box, without calling again', async () => {
    const user = userEvent.setup();
    signIn(['ALL_PRIVILEGE']);
    const api = serve();
    const { router } = renderRoutes(routes, '/configuration/SuborganizationList/acme');
    await screen.findByText('kothrud display');
    const calls = api.to(LIST).length;

    await user.type(screen.getByRole('searchbox', { name: 'Search this page' }), 'haveli{Enter}');
    await waitFor(() => expect(screen.queryByText('north display')).not.toBeInTheDocument());
    expect(screen.getByText('kothrud display')).toBeInTheDocument();
    expect(screen.queryByText('mainplant display')).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('haveli');

    // By type display name too.
    await user.clear(screen.getByRole('searchbox', { name: 'Search this page' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search this page' }), 'plant{Enter}');
    expect(await screen.findByText('mainplant display')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('kothrud display')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('north display')).toBeInTheDocument();
    expect(api.to(LIST)).toHaveLength(calls);
  });

  it('exports the list as subOrganizationList', async () => {
    const user = userEvent.setup();
    signIn(['ALL_PRIVILEGE']);
    const api = serve();
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    });
    renderRoutes(routes, '/configuration/SuborganizationList/acme');
    await screen.findByText('kothrud display');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(api.to('/authgateway/export/xlsx')).toHaveLength(1));
    const [call] = api.to('/authgateway/export/xlsx');
    expect(call.query.get('fileName')).toBe('subOrganizationList');
    expect(call.query.get('path')).toBe(LIST);
    expect(call.query.get('query')).toBe('orgName=acme');
    // The type is exported by its name (the server's orgType code type), never as the code (issue 15 point 10).
    const columns = call.query
      .get('columns')!
      .split(',')
      .map((c) => c.split(':'));
    expect(columns.find(([field]) => field === 'orgType')?.[2]).toBe('orgType');
  });
});
