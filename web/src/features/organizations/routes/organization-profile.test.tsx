import { screen, within } from '@testing-library/react';
import OrganizationProfileRoute from '@/features/organizations/routes/organization-profile';
import OrganizationTreeRoute from '@/features/organizations/routes/organization-tree';
import { mockApi, PROV, renderRoutes, signIn, stubSvgSize } from '@/features/organizations/test-utils';

const ORGS = `${PROV}/organizations`;
const META = `${PROV}/metadata`;

const acme = {
  orgId: 1,
  orgName: 'acme',
  orgDisplayName: 'Acme Dairy',
  orgAbbreviatedName: 'AD',
  orgUrl: 'acme.example',
  orgType: 'dairy_cooperative',
  address: { pinCode: '411001', addressLine1: '1 Milk Road', villageTownCity: 'Pune', district: 'Pune', state: 'IN-MH', country: 'IN' },
  contactDetails: { contactPersonName: 'Asha Patil', countryCode: '+91', contactNumber: '9876543210', emailId: 'asha@acme.example' },
  isParent: true,
  parentOrgId: null,
  rootOrgId: null,
};
const kothrud = {
  ...acme,
  orgId: 3,
  orgName: 'kothrud',
  orgDisplayName: 'Kothrud CC',
  orgType: 'chillingcenter',
  isParent: false,
  parentOrgId: 2,
  parentOrgName: 'north',
  rootOrgId: 1,
};

function node(o: { orgId: number; orgName: string; orgDisplayName: string; orgType: string }, subOrganization: unknown[] = []) {
  return { orgId: o.orgId, orgName: o.orgName, orgDisplayName: o.orgDisplayName, orgType: o.orgType, subOrganization, sites: [] };
}

function serve() {
  return mockApi({
    [`GET ${ORGS}`]: (req) => ({ acme, kothrud })[req.query.get('orgName') as 'acme' | 'kothrud'] ?? new Response(null, { status: 404 }),
    [`GET ${PROV}/sites/orgSiteStructure`]: (req) =>
      req.query.get('orgName') === 'acme'
        ? node(acme, [node({ ...kothrud, orgId: 2, orgName: 'north', orgDisplayName: 'North', orgType: 'zone' }, [node(kothrud)])])
        : node(kothrud),
    [`GET ${ORGS}/subOrganizationList`]: {
      content: [{ ...kothrud }],
      pageInfo: { totalPages: 1, hasNextPage: false, totalElements: 1, page: 0, size: 10 },
    },
    [`GET ${META}/orgTypes`]: [{ typeName: 'dairy_cooperative', typeDisplayName: 'Dairy Cooperative Society' }],
    [`GET ${META}/subOrgTypes`]: [{ typeName: 'chillingcenter', typeDisplayName: 'Chilling Center' }],
    [`GET ${META}/countryTypes`]: [{ typeName: 'IN', typeDisplayName: 'India' }],
    [`GET ${META}/states/IN`]: [{ typeName: 'IN-MH', typeDisplayName: 'Maharashtra' }],
    [`GET ${META}/districts/IN-MH`]: [{ typeName: 'Pune', typeDisplayName: 'Pune' }],
  });
}

const routes = [
  { path: '/organization/profile/:organization', element: <OrganizationProfileRoute /> },
  { path: '/org-suborg-tree/:organization', element: <OrganizationTreeRoute /> },
  { path: '/organization-tree', element: <OrganizationTreeRoute /> },
];

const buttons = () => ['Create sub-organization', 'Create site', 'Edit'].filter((name) => screen.queryByRole('link', { name }) !== null);

beforeAll(() => stubSvgSize());
afterEach(() => vi.unstubAllGlobals());

describe('the organisation profile', () => {
  it('shows the details, address and contact information of the organisation', async () => {
    signIn(['ALL_PRIVILEGE']);
    serve();
    renderRoutes(routes, '/organization/profile/acme');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Dairy' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Abbreviated nameAD');
    expect(await within(details).findByText('Dairy Cooperative Society')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'acme.example' })).toHaveAttribute('href', 'https://acme.example');
    const address = screen.getByRole('region', { name: 'Address' });
    expect(address).toHaveTextContent('Address line 11 Milk Road');
    expect(await within(address).findByText('Maharashtra')).toBeInTheDocument();
    expect(await within(address).findByText('India')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact information' });
    expect(contact).toHaveTextContent('Asha Patil');
    expect(contact).toHaveTextContent('+91 9876543210');
    expect(within(contact).getByRole('link', { name: 'asha@acme.example' })).toHaveAttribute('href', 'mailto:asha@acme.example');
  });

  it('offers every button with ALL_PRIVILEGE, each to its route', async () => {
    signIn(['ALL_PRIVILEGE']);
    serve();
    renderRoutes(routes, '/organization/profile/acme');
    await screen.findByRole('heading', { level: 1, name: 'Acme Dairy' });
    expect(screen.getByRole('link', { name: 'Create sub-organization' })).toHaveAttribute(
      'href',
      '/configuration/suborganizationprofile?parent=acme',
    );
    expect(screen.getByRole('link', { name: 'Create site' })).toHaveAttribute('href', '/configuration/site');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/configuration/organization/1');
  });

  it.each([
    [['ORGANIZATION_CONFIGURATION'], ['Create sub-organization', 'Edit']],
    [['SITE_CONFIGURATION'], ['Create site']],
    [
      ['ORGANIZATION_CONFIGURATION', 'SITE_CONFIGURATION'],
      ['Create sub-organization', 'Create site', 'Edit'],
    ],
    [['CONFIGURATION', 'USER_CONFIGURATION'], []],
  ])('with %j offers %j', async (privileges, expected) => {
    signIn(privileges);
    serve();
    renderRoutes(routes, '/organization/profile/acme');
    await screen.findByRole('heading', { level: 1, name: 'Acme Dairy' });
    expect(buttons()).toEqual(expected);
  });

  it('shows the tree with an enlarge link, and the sub-organisations of a top-level organisation', async () => {
    signIn(['ALL_PRIVILEGE']);
    serve();
    renderRoutes(routes, '/organization/profile/acme');
    const hierarchy = await screen.findByRole('region', { name: 'Hierarchy' });
    expect(await within(hierarchy).findByRole('link', { name: 'Acme Dairy' })).toHaveAttribute('href', '/organization/profile/acme');
    expect(within(hierarchy).getByRole('link', { name: 'Enlarge' })).toHaveAttribute('href', '/organization-tree?organization=acme');
    const subs = screen.getByRole('region', { name: 'Sub-organizations' });
    expect(await within(subs).findByRole('link', { name: 'kothrud' })).toHaveAttribute('href', '/organization/profile/kothrud');
    expect(screen.queryByTestId('parent-organization')).not.toBeInTheDocument();
    expect(screen.getByText('Organization', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });

  it('is a sub-organisation view when the organisation has a parent', async () => {
    signIn(['ALL_PRIVILEGE']);
    serve();
    renderRoutes(routes, '/organization/profile/kothrud');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kothrud CC' })).toBeInTheDocument();
    const parent = screen.getByTestId('parent-organization');
    expect(parent).toHaveTextContent('Sub-organization of north');
    expect(within(parent).getByRole('link', { name: 'north' })).toHaveAttribute('href', '/organization/profile/north');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/configuration/suborganizationprofile/3');
    expect(screen.getByRole('link', { name: 'Create sub-organization' })).toHaveAttribute(
      'href',
      '/configuration/suborganizationprofile?parent=kothrud',
    );
    expect(screen.getByRole('region', { name: 'Hierarchy' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sub-organizations' })).not.toBeInTheDocument();
    // The breadcrumbs go through the parent.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'north' })).toHaveAttribute('href', '/organization/profile/north');
  });
});

describe('the tree pages', () => {
  it('/org-suborg-tree/:organization shows the tree of that organisation', async () => {
    signIn(['ALL_PRIVILEGE']);
    const api = serve();
    renderRoutes(routes, '/org-suborg-tree/kothrud');
    expect(await screen.findByRole('link', { name: 'Kothrud CC' })).toHaveAttribute('href', '/organization/profile/kothrud');
    expect(api.to(`${PROV}/sites/orgSiteStructure`)[0].query.get('orgName')).toBe('kothrud');
  });

  it('/organization-tree takes the organisation and the zoom from the query', async () => {
    signIn(['ALL_PRIVILEGE']);
    serve();
    renderRoutes(routes, '/organization-tree?organization=acme&zoom=0.7');
    expect(await screen.findByRole('link', { name: 'Acme Dairy' })).toBeInTheDocument();
    expect(screen.getByTestId('tree-zoom')).toHaveTextContent('70%');
  });

  it('/organization-tree without an organisation shows the current one', async () => {
    signIn(['ALL_PRIVILEGE'], 'acme');
    const api = serve();
    renderRoutes(routes, '/organization-tree');
    expect(await screen.findByRole('link', { name: 'Acme Dairy' })).toBeInTheDocument();
    expect(api.to(`${PROV}/sites/orgSiteStructure`)[0].query.get('orgName')).toBe('acme');
    expect(screen.getByTestId('tree-zoom')).toHaveTextContent('50%');
  });
});
