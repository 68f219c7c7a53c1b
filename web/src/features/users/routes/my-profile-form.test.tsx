import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyProfileFormRoute from '@/features/users/routes/my-profile-form';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

const P = '/authgateway/provisioningService';

const ME = {
  userId: 4,
  userName: 'field.rde',
  emailId: 'rde@gokul.in',
  firstName: 'Sunil',
  lastName: 'Pawar',
  salutation: 'Mr',
  gender: 'MALE',
  roles: ['RDE'],
  mobileNumbers: [
    { countryCode: '+91', mobileNumber: '9876543210' },
    { countryCode: '+91', mobileNumber: '9123456780' },
  ],
  organizationName: 'Gokul',
  subOrganizationName: 'North Zone',
  alertsLanguage: 'en',
  enabled: true,
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
    [`GET ${P}/metadata/countryCodesTypes`]: [{ typeName: '+91', typeDisplayName: 'India (+91)' }],
    [`GET ${P}/metadata/user/alertLanguages`]: [
      { typeName: 'en', typeDisplayName: 'English' },
      { typeName: 'fr', typeDisplayName: 'Français' },
    ],
    [`GET ${P}/users/userDetails`]: ME,
    [`PUT ${P}/users/myProfile`]: (r: StubRequest) => ({ ...ME, ...(r.body as object) }),
    ...over,
  });
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/profile/edit', Component: MyProfileFormRoute },
      { path: '/profile', element: <p>my profile page</p> },
    ],
    '/profile/edit',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/profile/edit', () => {
  it('loads the signed-in user and offers only what they may change of themselves', async () => {
    signInAs({ userName: 'field.rde', uiPrivileges: ['REPORTS'] });
    const s = server();
    renderPage();
    expect(await screen.findByRole('textbox', { name: /^First Name/ })).toHaveValue('Sunil');
    expect(s.requests('GET', `${P}/users/userDetails`)[0].query).toEqual({ userName: 'field.rde' });
    expect(screen.getByRole('textbox', { name: /^Mobile Number/ })).toHaveValue('9876543210');
    expect(screen.getByRole('heading', { name: 'Edit My Details' })).toBeInTheDocument();
    for (const label of [/^Role/, /^Organization/, /^Sub Organization/]) {
      expect(screen.queryByRole('combobox', { name: label })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox', { name: /^Enabled/ })).not.toBeInTheDocument();
  });

  it('saves with PUT users/myProfile, keeping the further mobile numbers, and returns to My profile', async () => {
    const user = userEvent.setup();
    signInAs({ userName: 'field.rde', uiPrivileges: ['REPORTS'] });
    const s = server();
    const { router } = renderPage();
    const mobile = await screen.findByRole('textbox', { name: /^Mobile Number/ });
    await user.clear(mobile);
    await user.paste('9000011111');
    await user.click(screen.getByRole('combobox', { name: /^Alerts Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(s.requests('PUT', `${P}/users/myProfile`)[0].body).toEqual({
      salutation: 'Mr',
      firstName: 'Sunil',
      lastName: 'Pawar',
      gender: 'MALE',
      emailId: 'rde@gokul.in',
      mobileNumbers: [
        { countryCode: '+91', mobileNumber: '9000011111' },
        { countryCode: '+91', mobileNumber: '9123456780' },
      ],
      alertsLanguage: 'fr',
    });
  });

  it('checks the user form rules before sending', async () => {
    const user = userEvent.setup();
    signInAs({ userName: 'field.rde', uiPrivileges: [] });
    const s = server();
    renderPage();
    const mobile = await screen.findByRole('textbox', { name: /^Mobile Number/ });
    await user.clear(mobile);
    await user.paste('98765');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 10 Digits')).toBeInTheDocument();
    expect(s.requests('PUT', `${P}/users/myProfile`)).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and on its field", async () => {
    const user = userEvent.setup();
    signInAs({ userName: 'field.rde', uiPrivileges: [] });
    server({
      [`PUT ${P}/users/myProfile`]: jsonResponse(
        {
          status: 400,
          code: 'validation',
          message: 'emailId: Please enter a valid email',
          errors: [{ field: 'emailId', code: 'user.emailId.invalid', message: 'Please enter a valid email' }],
        },
        400,
      ),
    });
    const { router } = renderPage();
    await screen.findByRole('textbox', { name: /^First Name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Status: 400')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/edit');
  });
});
