import { screen } from '@testing-library/react';
import MyProfileRoute from '@/features/profile/routes/my-profile';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { loadAuthState } from '@/lib/auth';

const P = '/authgateway/provisioningService';

function server() {
  return stubFetch({
    [`GET ${P}/users/userDetails`]: {
      userId: 3,
      userName: 'asha',
      salutation: 'Ms',
      firstName: 'Asha',
      lastName: 'Rao',
      gender: 'FEMALE',
      emailId: 'asha@gokul.in',
      roles: ['Administrator'],
      mobileNumbers: [{ countryCode: '+91', mobileNumber: '9876543210' }],
      organizationName: 'Gokul',
    },
    [`GET ${P}/metadata/genderTypes`]: [
      { typeName: 'MALE', typeDisplayName: 'Male' },
      { typeName: 'FEMALE', typeDisplayName: 'Female' },
    ],
  });
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/profile', Component: MyProfileRoute },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    '/profile',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('my profile', () => {
  it("shows the signed-in user's details", async () => {
    signInAs({ userName: 'asha', uiPrivileges: ['USER_CONFIGURATION'] });
    const s = server();
    renderPage();
    expect(await screen.findByText('Ms Asha Rao')).toBeInTheDocument();
    expect(s.requests('GET', `${P}/users/userDetails`)[0].query).toEqual({ userName: 'asha' });
    expect(await screen.findByText('Female')).toBeInTheDocument();
    expect(screen.getByText('asha')).toBeInTheDocument();
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByText('asha@gokul.in')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    for (const label of ['Full Name', 'Gender', 'User Name', 'Mobile', 'Email', 'Role']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('offers Edit to /configuration/user/{userName} with CONFIGURATION and USER_CONFIGURATION, and Change Password', async () => {
    signInAs({ userName: 'asha', uiPrivileges: ['CONFIGURATION', 'USER_CONFIGURATION'] });
    server();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/configuration/user/asha');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/changePassword');
  });

  it.each([[['REPORTS']], [['USER_CONFIGURATION']], [['CONFIGURATION']], [[]]])(
    'offers Edit to /profile/edit where the user form would answer /403 (%j)',
    async (uiPrivileges) => {
      signInAs({ userName: 'asha', uiPrivileges });
      server();
      renderPage();
      await screen.findByText('Ms Asha Rao');
      expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
      expect(screen.getByRole('link', { name: 'Change Password' })).toBeInTheDocument();
    },
  );

  it('offers Edit with ALL_PRIVILEGE', async () => {
    signInAs({ userName: 'asha', uiPrivileges: ['ALL_PRIVILEGE'] });
    server();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('goes to /dashboard when no user is signed in', async () => {
    loadAuthState({ ready: true });
    const s = server();
    const { router } = renderPage();
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(s.fetch).not.toHaveBeenCalled();
  });
});
