import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChangePasswordRoute from '@/features/profile/routes/change-password';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { CURRENT_USER_KEY, getAuthState } from '@/lib/auth';

const UPDATE = '/authgateway/provisioningService/users/updatePassword';

function renderPage() {
  return renderRoutes(
    [
      { path: '/changePassword', Component: ChangePasswordRoute },
      { path: '/login', element: <p>login page</p> },
    ],
    '/changePassword',
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function change(user: User, oldPassword: string, newPassword: string, confirm: string) {
  if (oldPassword) await user.type(screen.getByLabelText(/^Old Password/), oldPassword);
  if (newPassword) await user.type(screen.getByLabelText(/^New Password/), newPassword);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

beforeEach(() => signInAs({ userName: 'asha' }));
afterEach(() => vi.unstubAllGlobals());

describe('change password', { timeout: 20_000 }, () => {
  it('sends the old and new passwords, shows the message, then signs out to /login', async () => {
    const user = userEvent.setup();
    const s = stubFetch({
      [`PUT ${UPDATE}`]: { status: true, message: 'Successfully Updated. Please Login Again!!' },
      'POST /authgateway/ilogout': { status: true },
    });
    const { router } = renderPage();
    await change(user, 'old-secret', 'new-secret', 'new-secret');

    expect(await screen.findByText('Successfully Updated. Please Login Again!!')).toBeInTheDocument();
    expect(s.requests('PUT', UPDATE)[0].body).toEqual({ oldPassword: 'old-secret', newPassword: 'new-secret' });

    expect(await screen.findByText('login page', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(getAuthState().user).toBeNull();
    expect(s.requests('POST', '/authgateway/ilogout')).toHaveLength(1);
  });

  it('signs out at once with Login Again', async () => {
    const user = userEvent.setup();
    stubFetch({
      [`PUT ${UPDATE}`]: { status: true, message: 'Successfully Updated. Please Login Again!!' },
      'POST /authgateway/ilogout': { status: true },
    });
    const { router } = renderPage();
    await change(user, 'old-secret', 'new-secret', 'new-secret');
    await user.click(await screen.findByRole('button', { name: 'Login Again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's message as a failure and its field error, and stays signed in", async () => {
    const user = userEvent.setup();
    stubFetch({
      [`PUT ${UPDATE}`]: jsonResponse(
        {
          status: 400,
          code: 'validation',
          message: 'oldPassword: The old password is not correct',
          errors: [{ field: 'oldPassword', code: 'user.oldPassword.wrong', message: 'The old password is not correct' }],
        },
        400,
      ),
    });
    const { router } = renderPage();
    await change(user, 'wrong-secret', 'new-secret', 'new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('oldPassword: The old password is not correct');
    expect(screen.getByText('The old password is not correct')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/changePassword');
    expect(getAuthState().user?.userName).toBe('asha');
  });

  it('asks for the old and new passwords and the same confirmation before calling', async () => {
    const user = userEvent.setup();
    const s = stubFetch({});
    renderPage();
    await change(user, '', '', '');
    expect(await screen.findByText('You Must Enter Old Password')).toBeInTheDocument();
    expect(screen.getByText('You Must Enter New Password')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New Password/), 'abc');
    expect(await screen.findByText('Password must be between 6 and 15 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abd');
    expect(await screen.findByText('Both password need to be the same')).toBeInTheDocument();
    expect(s.fetch).not.toHaveBeenCalled();
  });
});
