import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import OrganizationFormRoute from '@/features/organizations/routes/organization-form';
import SubOrganizationFormRoute from '@/features/organizations/routes/suborganization-form';
import { json, mockApi, PROV, renderRoutes, signIn, type ApiHandler } from '@/features/organizations/test-utils';

const META = `${PROV}/metadata`;
const ORGS = `${PROV}/organizations`;

const reference: Record<string, ApiHandler> = {
  [`GET ${META}/orgTypes`]: [
    { typeName: 'dairy_cooperative', typeDisplayName: 'Dairy Cooperative Society' },
    { typeName: 'private_dairy', typeDisplayName: 'Private Dairy' },
  ],
  [`GET ${META}/subOrgTypes`]: [
    { typeName: 'plant', typeDisplayName: 'Plant' },
    { typeName: 'chillingcenter', typeDisplayName: 'Chilling Center' },
  ],
  [`GET ${META}/countryCodesTypes`]: [
    { typeName: '+91', typeDisplayName: 'India (+91)' },
    { typeName: '+254', typeDisplayName: 'Kenya (+254)' },
  ],
  [`GET ${META}/countryTypes`]: [{ typeName: 'IN', typeDisplayName: 'India' }],
  [`GET ${META}/states/IN`]: [{ typeName: 'IN-MH', typeDisplayName: 'Maharashtra' }],
  [`GET ${META}/districts/IN-MH`]: [{ typeName: 'Pune', typeDisplayName: 'Pune' }],
  [`GET ${ORGS}/orgMetaList`]: (req) =>
    req.query.get('orgName') === 'acme'
      ? [{ typeName: 'acme', typeDisplayName: 'Acme Dairy', orgType: 'dairy_cooperative', orgId: 1 }]
      : [{ typeName: req.query.get('orgName'), typeDisplayName: `${req.query.get('orgName')} display`, orgType: 'x', orgId: 5 }],
  [`GET ${ORGS}/subOrgMetaList`]: [{ typeName: 'north', typeDisplayName: 'North Zone', orgType: 'zone', orgId: 2 }],
};

const GOKUL = {
  orgId: 7,
  orgName: 'GokulDairy',
  orgDisplayName: 'Gokul Dairy Union',
  orgAbbreviatedName: 'GDU',
  orgUrl: 'https://gokul.example',
  orgType: 'dairy_cooperative',
  address: { pinCode: '411001', addressLine1: '12 Milk Road', villageTownCity: 'Pune', district: 'Pune', state: 'IN-MH', country: 'IN' },
  contactDetails: { contactPersonName: 'Asha Patil', countryCode: '+91', contactNumber: '9876543210', emailId: 'asha@gokul.example' },
  isParent: true,
  parentOrgId: null,
  rootOrgId: null,
};

const routes = [
  { path: '/configuration/organization', element: <OrganizationFormRoute /> },
  { path: '/configuration/organization/:id', element: <OrganizationFormRoute /> },
  { path: '/configuration/suborganizationprofile', element: <SubOrganizationFormRoute /> },
  { path: '/configuration/suborganizationprofile/:id', element: <SubOrganizationFormRoute /> },
];

type User = ReturnType<typeof userEvent.setup>;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const combo = (name: RegExp) => screen.getByRole('combobox', { name });

/** Types a whole value at once (pasted), which keeps the tests quick. */
async function fill(user: User, name: string, value: string) {
  await user.click(textbox(name));
  await user.paste(value);
}

async function choose(user: User, name: RegExp, option: string) {
  await waitFor(() => expect(combo(name)).not.toHaveAttribute('aria-disabled', 'true'));
  await user.click(combo(name));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function fillAddressAndContact(user: User) {
  await fill(user, 'Pin code', '411001');
  await fill(user, 'Address line 1', '12 Milk Road');
  await fill(user, 'Village / Town / City', 'Pune');
  await choose(user, /^Country(?! code)/, 'India');
  await choose(user, /^State/, 'Maharashtra');
  await choose(user, /^District/, 'Pune');
  await fill(user, 'Contact person name', 'Asha Patil');
  await choose(user, /^Country code/, 'India (+91)');
  await fill(user, 'Contact number', '9876543210');
  await fill(user, 'Email', 'asha@gokul.example');
}

async function fillOrganization(user: User) {
  await choose(user, /^Organization type/, 'Dairy Cooperative Society');
  await fill(user, 'Organization name', 'GokulDairy');
  await fill(user, 'Display name', 'Gokul Dairy Union');
  await fillAddressAndContact(user);
}

const landed = () => screen.findByTestId('landed', {}, { timeout: 3000 });

// Filling a whole form is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => signIn(['ORGANIZATION_CONFIGURATION'], 'acme'));
afterEach(() => vi.unstubAllGlobals());

describe('the organisation form', () => {
  it('creates an organisation (isParent true, ids null) and goes to its profile', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...reference, [`POST ${ORGS}`]: (req) => ({ ...(req.body as object), orgId: 7 }) });
    renderRoutes(routes, '/configuration/organization');
    expect(await screen.findByRole('heading', { name: 'Create organization' })).toBeInTheDocument();
    await fillOrganization(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await landed()).toHaveTextContent('landed:/organization/profile/GokulDairy');
    const [post] = api.to(ORGS, 'POST');
    expect(post.body).toEqual({
      orgType: 'dairy_cooperative',
      orgName: 'GokulDairy',
      orgDisplayName: 'Gokul Dairy Union',
      orgAbbreviatedName: '',
      orgUrl: '',
      address: {
        pinCode: '411001',
        addressLine1: '12 Milk Road',
        villageTownCity: 'Pune',
        district: 'Pune',
        state: 'IN-MH',
        country: 'IN',
      },
      contactDetails: { contactPersonName: 'Asha Patil', countryCode: '+91', contactNumber: '9876543210', emailId: 'asha@gokul.example' },
      isParent: true,
      orgId: null,
      parentOrgId: null,
      rootOrgId: null,
    });
  });

  it('shows the rules once a field is touched, and does not submit an invalid form', async () => {
    const user = userEvent.setup();
    const api = mockApi(reference);
    renderRoutes(routes, '/configuration/organization');
    await user.type(await screen.findByRole('textbox', { name: 'Organization name' }), 'abc');
    expect(screen.queryByText('Organization Name must be atleast 4 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Organization Name must be atleast 4 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You must pick an organization type')).toBeInTheDocument();
    expect(screen.getByText('Please enter pincode')).toBeInTheDocument();
    expect(screen.getByText('Please enter Country')).toBeInTheDocument();
    expect(screen.getByText('Please enter Email')).toBeInTheDocument();
    expect(api.to(ORGS, 'POST')).toHaveLength(0);
  });

  it('edits a loaded organisation: its name locked, PUT with its id, then its profile', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...reference, [`GET ${ORGS}/7`]: GOKUL, [`PUT ${ORGS}`]: (req) => req.body as object });
    renderRoutes(routes, '/configuration/organization/7');
    expect(await screen.findByRole('heading', { name: /Edit organization/ })).toBeInTheDocument();
    const name = textbox('Organization name');
    expect(name).toHaveValue('GokulDairy');
    expect(name).toBeDisabled();
    expect(screen.getByText('The organization name cannot be changed')).toBeInTheDocument();
    expect(textbox('Display name')).toHaveValue('Gokul Dairy Union');
    expect(combo(/^District/)).toHaveTextContent('Pune');

    await user.clear(textbox('Display name'));
    await fill(user, 'Display name', 'Gokul Union');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await landed()).toHaveTextContent('landed:/organization/profile/GokulDairy');
    const [put] = api.to(ORGS, 'PUT');
    expect(put.body).toMatchObject({
      orgId: 7,
      orgName: 'GokulDairy',
      orgDisplayName: 'Gokul Union',
      isParent: true,
      orgAbbreviatedName: 'GDU',
    });
    expect(api.to(ORGS, 'POST')).toHaveLength(0);
  });

  it('shows a server field error on its field, without the error dialog', async () => {
    const user = userEvent.setup();
    mockApi({
      ...reference,
      [`POST ${ORGS}`]: json(
        {
          status: 400,
          code: 'validation',
          message: 'Invalid input',
          errors: [
            { field: 'address.pinCode', code: 'org.pinCode.invalid', message: "That doesn't look like a pin code" },
            { field: 'orgName', code: 'org.orgName.taken', message: 'An organization with this name already exists' },
          ],
        },
        400,
      ),
    });
    renderRoutes(routes, '/configuration/organization');
    await screen.findByRole('heading', { name: 'Create organization' });
    await fillOrganization(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('An organization with this name already exists')).toBeInTheDocument();
    expect(textbox('Organization name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText("That doesn't look like a pin code")).toBeInTheDocument();
    expect(textbox('Pin code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('shows the status and message of a failed save in the error dialog', async () => {
    const user = userEvent.setup();
    mockApi({ ...reference, [`POST ${ORGS}`]: json({ status: 500, code: 'internal', message: 'The database is unavailable' }, 500) });
    renderRoutes(routes, '/configuration/organization');
    await screen.findByRole('heading', { name: 'Create organization' });
    await fillOrganization(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Something Went Wrong!' });
    expect(dialog).toHaveTextContent('Status: 500');
    expect(dialog).toHaveTextContent('The database is unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The form stays, filled, to try again.
    expect(textbox('Organization name')).toHaveValue('GokulDairy');
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const user = userEvent.setup();
      mockApi(reference);
      renderRoutes(routes, '/configuration/organization');
      expect(await screen.findByRole('heading', { name: 'Créer une organisation' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Valider' }));
      expect(await screen.findByText("Vous devez choisir un type d'organisation")).toBeInTheDocument();
      expect(screen.getByText('Veuillez saisir le code postal')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('the sub-organisation form', () => {
  it('creates a sub-organisation under the ?parent organisation, with the sub-organisation types', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...reference, [`POST ${ORGS}`]: (req) => ({ ...(req.body as object), orgId: 11, orgName: 'KothrudCC' }) });
    renderRoutes(routes, '/configuration/suborganizationprofile?parent=north');
    expect(await screen.findByRole('heading', { name: 'Create sub-organization' })).toBeInTheDocument();
    await waitFor(() => expect(combo(/^Parent organization/)).toHaveTextContent('North Zone'));

    await user.click(combo(/^Organization type/));
    const types = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual(['Plant', 'Chilling Center']);
    await user.click(screen.getByRole('option', { name: 'Chilling Center' }));

    await fill(user, 'Organization name', 'KothrudCC');
    await fill(user, 'Display name', 'Kothrud Chilling Centre');
    await fillAddressAndContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await landed()).toHaveTextContent('landed:/organization/profile/KothrudCC');
    const [post] = api.to(ORGS, 'POST');
    expect(post.body).toMatchObject({ orgType: 'chillingcenter', parentOrgName: 'north', isParent: false, orgId: null, parentOrgId: null });
  });

  it('offers the current organisation and its descendants as parents, the current one first', async () => {
    const user = userEvent.setup();
    mockApi(reference);
    renderRoutes(routes, '/configuration/suborganizationprofile');
    await screen.findByRole('heading', { name: 'Create sub-organization' });
    await waitFor(() => expect(combo(/^Parent organization/)).toHaveTextContent('Acme Dairy'));
    await user.click(combo(/^Parent organization/));
    const parents = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(parents).toEqual(['Acme Dairy', 'North Zone']);
  });

  it('edits a sub-organisation with its parent shown and locked', async () => {
    mockApi({
      ...reference,
      [`GET ${ORGS}/11`]: {
        ...GOKUL,
        orgId: 11,
        orgName: 'KothrudCC',
        orgType: 'chillingcenter',
        parentOrgId: 2,
        parentOrgName: 'north',
        isParent: false,
      },
    });
    renderRoutes(routes, '/configuration/suborganizationprofile/11');
    expect(await screen.findByRole('heading', { name: /Edit sub-organization/ })).toBeInTheDocument();
    expect(combo(/^Parent organization/)).toHaveTextContent('north');
    expect(combo(/^Parent organization/)).toHaveAttribute('aria-disabled', 'true');
    expect(textbox('Organization name')).toBeDisabled();
    await waitFor(() => expect(combo(/^Organization type/)).toHaveTextContent('Chilling Center'));
  });
});
