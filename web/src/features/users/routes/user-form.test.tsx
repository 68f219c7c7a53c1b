import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UserFormRoute from '@/features/users/routes/user-form';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import i18n from '@/lib/i18n';

const P = '/authgateway/provisioningService';

const RECORD = {
  userId: 7,
  userName: 'ravi.k',
  emailId: 'ravi@gokul.in',
  firstName: 'Ravi',
  lastName: 'Kumar',
  salutation: 'Mr',
  gender: 'MALE',
  roles: ['Viewer'],
  mobileNumbers: [{ countryCode: '+91', mobileNumber: '9876543210' }],
  organizationName: 'Gokul',
  subOrganizationName: 'North Zone',
  alertsLanguage: 'en',
  enabled: true,
  active: true,
  locked: false,
  expired: false,
  isOauthAuthenticated: false,
  uiPrivileges: ['REPORTS'],
};

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    [`GET ${P}/metadata/salutationTypes`]: [
      { typeName: 'Mr', typeDisplayName: 'Mr.' },
      { typeName: 'Ms', typeDisplayName: 'Ms.' },
    ],
    [`GET ${P}/metadata/genderTypes`]: [
      { typeName: 'MALE', typeDisplayName: 'Male' },
      { typeName: 'FEMALE', typeDisplayName: 'Female' },
    ],
    [`GET ${P}/metadata/countryCodesTypes`]: [
      { typeName: '+91', typeDisplayName: 'India (+91)' },
      { typeName: '+33', typeDisplayName: 'France (+33)' },
    ],
    [`GET ${P}/metadata/user/alertLanguages`]: [
      { typeName: 'en', typeDisplayName: 'English' },
      { typeName: 'fr', typeDisplayName: 'Français' },
    ],
    [`GET ${P}/organizations/orgMetaList`]: [
      { typeName: 'Gokul', typeDisplayName: 'Gokul Dairy', orgType: 'organization', orgId: 1 },
      { typeName: 'Amul', typeDisplayName: 'Amul Dairy', orgType: 'organization', orgId: 2 },
    ],
    [`GET ${P}/organizations/subOrgMetaList`]: (r: StubRequest) =>
      r.query.orgName === 'Gokul'
        ? [{ typeName: 'North Zone', typeDisplayName: 'North Zone' }]
        : [{ typeName: 'Anand Plant', typeDisplayName: 'Anand Plant' }],
    [`GET ${P}/roles`]: (r: StubRequest) =>
      r.query.orgName === 'Gokul'
        ? [
            { roleId: 1, roleName: 'Viewer', orgName: 'Gokul', description: 'Read only', privileges: ['REPORTS'] },
            { roleId: 2, roleName: 'Administrator', orgName: 'Gokul', description: 'All', privileges: ['ALL_PRIVILEGE'] },
          ]
        : [{ roleId: 3, roleName: 'Plant Operator', orgName: 'Amul', description: '', privileges: ['REPORTS'] }],
    [`GET ${P}/users/userDetails`]: RECORD,
    [`POST ${P}/users`]: (r: StubRequest) => ({ ...(r.body as object), userId: 9 }),
    [`PUT ${P}/users/7`]: (r: StubRequest) => ({ ...RECORD, ...(r.body as object) }),
    ...over,
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/configuration/user', Component: UserFormRoute },
      { path: '/configuration/user/:userName', Component: UserFormRoute },
      { path: '/configuration/userlist', element: <p>user list page</p> },
      { path: '/profile/success', element: <p>user created page</p> },
    ],
    path,
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens a select by its label and picks an option. */
async function choose(user: User, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Types a value at once (pasted), as typing key by key is slow. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillCreateForm(user: User) {
  await choose(user, /^Salutation/, 'Mr.');
  await fill(user, screen.getByRole('textbox', { name: /^First Name/ }), 'Ravi');
  await fill(user, screen.getByRole('textbox', { name: /^Last Name/ }), 'Kumar');
  await choose(user, /^Gender/, 'Male');
  await fill(user, screen.getByRole('textbox', { name: /^User Name/ }), 'ravi.k');
  await fill(user, screen.getByLabelText(/^Password/), 'secret1');
  await fill(user, screen.getByLabelText(/^Confirm Password/), 'secret1');
  await fill(user, screen.getByRole('textbox', { name: /^Email/ }), 'ravi@gokul.in');
  await user.type(screen.getByRole('combobox', { name: /^Country Code/ }), 'Ind');
  await user.click(await screen.findByRole('option', { name: 'India (+91)' }));
  await fill(user, screen.getByRole('textbox', { name: /^Mobile Number/ }), '9876543210');
  await choose(user, /^Role/, 'Viewer');
}

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['USER_CONFIGURATION'] }));
afterEach(() => vi.unstubAllGlobals());

describe('creating a user', { timeout: 20_000 }, () => {
  it('labels every field', async () => {
    server();
    renderAt('/configuration/user');
    for (const label of [
      /^Salutation/,
      /^First Name/,
      /^Last Name/,
      /^Gender/,
      /^User Name/,
      /^Password/,
      /^Confirm Password/,
      /^Email/,
      /^Country Code/,
      /^Mobile Number/,
      /^Organization/,
      /^Sub Organization/,
      /^Role/,
      /^Alerts Language/,
    ]) {
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/^Enabled/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('sends the form (sub-organization omitted, role as a list, no confirmPassword) and goes to /profile/success', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt('/configuration/user');
    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('user created page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/success');
    const [req] = s.requests('POST', `${P}/users`);
    expect(req.body).toEqual({
      salutation: 'Mr',
      firstName: 'Ravi',
      lastName: 'Kumar',
      gender: 'MALE',
      userName: 'ravi.k',
      password: 'secret1',
      emailId: 'ravi@gokul.in',
      mobileNumbers: [{ countryCode: '+91', mobileNumber: '9876543210' }],
      organizationName: 'Gokul',
      roles: ['Viewer'],
      alertsLanguage: 'en',
    });
  });

  it('defaults the organization to the current one and loads its roles and sub-organizations', async () => {
    const s = server();
    renderAt('/configuration/user');
    await waitFor(() => expect(s.requests('GET', `${P}/roles`)).toHaveLength(1));
    expect(s.requests('GET', `${P}/roles`)[0].query).toEqual({ orgName: 'Gokul' });
    expect(s.requests('GET', `${P}/organizations/subOrgMetaList`)[0].query).toEqual({ orgName: 'Gokul' });
    expect(await screen.findByRole('combobox', { name: /^Organization/ })).toHaveTextContent('Gokul Dairy');
  });

  it('loads the roles of another organization when it is chosen, and clears the role', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/user');
    await waitFor(() => expect(s.requests('GET', `${P}/roles`)).toHaveLength(1));
    await choose(user, /^Role/, 'Viewer');
    await choose(user, /^Organization/, 'Amul Dairy');
    await waitFor(() => expect(s.requests('GET', `${P}/roles`).map((r) => r.query.orgName)).toEqual(['Gokul', 'Amul']));
    expect(screen.getByRole('combobox', { name: /^Role/ })).not.toHaveTextContent('Viewer');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    expect(await screen.findByRole('option', { name: 'Plant Operator' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Viewer' })).not.toBeInTheDocument();
  });

  it('shows the rules on submit and sends nothing', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/user');
    await screen.findByRole('combobox', { name: /^Role/ });
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    for (const message of [
      'You must select a salutation',
      'You must enter the first name',
      'You must select a gender',
      'You must enter a user name',
      'You must enter a password',
      'Please enter Email',
      'You must select a country code',
      'Please enter Mobile Number',
      'You must select a role',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(s.requests('POST', `${P}/users`)).toHaveLength(0);
  });

  it('checks the confirmation and the mobile number once touched', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/user');
    await fill(user, await screen.findByLabelText(/^Password/), 'secret1');
    await fill(user, screen.getByLabelText(/^Confirm Password/), 'secret2');
    await user.tab();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: /^Mobile Number/ }), '98765');
    await user.tab();
    expect(await screen.findByText('Must be 10 Digits')).toBeInTheDocument();
  });

  it('shows the rules in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const user = userEvent.setup();
      server();
      renderAt('/configuration/user');
      await screen.findByRole('combobox', { name: /^Rôle/ });
      await user.click(screen.getByRole('button', { name: 'Créer un utilisateur' }));
      expect(await screen.findByText('Vous devez choisir une civilité')).toBeInTheDocument();
      expect(screen.getByText('Veuillez saisir le numéro de mobile')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("shows the server's field error on its field and the failure in a dialog; closing returns to the form", async () => {
    const user = userEvent.setup();
    server({
      [`POST ${P}/users`]: jsonResponse(
        {
          status: 400,
          code: 'validation',
          message: 'userName: This user name is already taken',
          errors: [{ field: 'userName', code: 'user.userName.taken', message: 'This user name is already taken' }],
        },
        400,
      ),
    });
    const { router } = renderAt('/configuration/user');
    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Something Went Wrong!')).toBeInTheDocument();
    expect(within(dialog).getByText('Status: 400')).toBeInTheDocument();
    expect(within(dialog).getByText('userName: This user name is already taken')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByText('This user name is already taken')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^User Name/ })).toHaveAttribute('aria-invalid', 'true');
    // The values stay and the form can be sent again.
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ravi');
    expect(screen.getByRole('button', { name: 'Create User' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/configuration/user');
  });
});

describe('editing a user', { timeout: 20_000 }, () => {
  it.each([
    [['USER_CONFIGURATION'], true],
    [['ALL_PRIVILEGE'], true],
    [['CONFIGURATION', 'ROLE_CONFIGURATION'], false],
  ])('with %j offers the password-reset row: %s', async (uiPrivileges, shown) => {
    signInAs({ organizationName: 'Gokul', uiPrivileges });
    server();
    renderAt('/configuration/user/ravi.k');
    await screen.findByRole('textbox', { name: /^First Name/ });
    expect(!!screen.queryByRole('form', { name: 'Reset password' })).toBe(shown);
  });

  it('loads the user and shows the user name read-only', async () => {
    const s = server();
    renderAt('/configuration/user/ravi.k');
    const userName = await screen.findByRole('textbox', { name: 'User Name' });
    expect(userName).toHaveValue('ravi.k');
    expect(userName).toHaveAttribute('readonly');
    expect(s.requests('GET', `${P}/users/userDetails`)[0].query).toEqual({ userName: 'ravi.k' });
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ravi');
    expect(screen.getByRole('textbox', { name: /^Mobile Number/ })).toHaveValue('9876543210');
    expect(screen.getByRole('checkbox', { name: /^Enabled/ })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveTextContent('Viewer'));
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('saves with PUT users/{userId} and goes back to the list', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt('/configuration/user/ravi.k');
    const first = await screen.findByRole('textbox', { name: /^First Name/ });
    await user.clear(first);
    await fill(user, first, 'Ravindra');
    await user.click(screen.getByRole('checkbox', { name: /^Enabled/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('user list page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configuration/userlist');
    expect(router.state.location.search).toBe('?page=0&paging=&size=1000');
    const [req] = s.requests('PUT', `${P}/users/7`);
    expect(req.body).toEqual({
      salutation: 'Mr',
      firstName: 'Ravindra',
      lastName: 'Kumar',
      gender: 'MALE',
      userName: 'ravi.k',
      emailId: 'ravi@gokul.in',
      mobileNumbers: [{ countryCode: '+91', mobileNumber: '9876543210' }],
      organizationName: 'Gokul',
      subOrganizationName: 'North Zone',
      roles: ['Viewer'],
      alertsLanguage: 'en',
      enabled: false,
    });
  });

  it('resets the form to the loaded user after a failure, with the error in a dialog', async () => {
    const user = userEvent.setup();
    server({
      [`PUT ${P}/users/7`]: jsonResponse({ status: 500, code: 'internal', message: 'Something broke' }, 500),
    });
    const { router } = renderAt('/configuration/user/ravi.k');
    const first = await screen.findByRole('textbox', { name: /^First Name/ });
    await user.clear(first);
    await fill(user, first, 'Ravindra');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Status: 500')).toBeInTheDocument();
    expect(within(dialog).getByText('Something broke')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ravi');
    expect(router.state.location.pathname).toBe('/configuration/user/ravi.k');
  });

  it("keeps the server's field message on its field after the reset", async () => {
    const user = userEvent.setup();
    server({
      [`PUT ${P}/users/7`]: jsonResponse(
        {
          status: 400,
          code: 'validation',
          message: 'enabled: You cannot disable your own account',
          errors: [{ field: 'enabled', code: 'user.enabled.self', message: 'You cannot disable your own account' }],
        },
        400,
      ),
    });
    renderAt('/configuration/user/ravi.k');
    await user.click(await screen.findByRole('checkbox', { name: /^Enabled/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('You cannot disable your own account')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Enabled/ })).toBeChecked();
  });
});
