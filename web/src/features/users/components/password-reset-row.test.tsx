import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordResetRow } from '@/features/users/components/password-reset-row';
import { jsonResponse, renderWidget } from '@/test/widget-providers';
import { stubFetch } from '@/test/fetch-stub';

const RESET = '/authgateway/provisioningService/users/resetPassword';

afterEach(() => vi.unstubAllGlobals());

async function enter(user: ReturnType<typeof userEvent.setup>, newPassword: string, confirm: string) {
  await user.type(screen.getByLabelText('New Password'), newPassword);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('the password-reset row', () => {
  it('shows the user read-only', () => {
    stubFetch({});
    renderWidget(<PasswordResetRow userName="ravi.k" />);
    const field = screen.getByRole('textbox', { name: 'User' });
    expect(field).toHaveValue('ravi.k');
    expect(field).toHaveAttribute('readonly');
  });

  it('sends nothing and says nothing when the passwords differ', async () => {
    const user = userEvent.setup();
    const server = stubFetch({ [`PUT ${RESET}`]: { status: true, message: 'Successfully Updated.' } });
    renderWidget(<PasswordResetRow userName="ravi.k" />);
    await enter(user, 'secret1', 'secret2');
    await new Promise((r) => setTimeout(r, 50));
    expect(server.fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument();
    expect(screen.queryByText('Both password need to be the same')).not.toBeInTheDocument();
  });

  it('resets the password when both are the same and shows the answer in a dialog', async () => {
    const user = userEvent.setup();
    const server = stubFetch({ [`PUT ${RESET}`]: { status: true, message: 'Successfully Updated.' } });
    renderWidget(<PasswordResetRow userName="ravi.k" />);
    await enter(user, 'secret1', 'secret1');

    const dialog = await screen.findByRole('dialog', { name: 'Password reset' });
    expect(within(dialog).getByText('Successfully Updated.')).toBeInTheDocument();
    const [req] = server.requests('PUT', RESET);
    expect(req.query).toEqual({ userName: 'ravi.k' });
    expect(req.body).toEqual({ newPassword: 'secret1', confirmPassword: 'secret1' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it("shows a refusal's message with a failed status", async () => {
    const user = userEvent.setup();
    stubFetch({
      [`PUT ${RESET}`]: jsonResponse(
        {
          status: 400,
          code: 'validation',
          message: 'newPassword: Password must be between 6 and 15 characters',
          errors: [{ field: 'newPassword', code: 'user.password.length', message: 'Password must be between 6 and 15 characters' }],
        },
        400,
      ),
    });
    renderWidget(<PasswordResetRow userName="ravi.k" />);
    await enter(user, 'abc', 'abc');
    const dialog = await screen.findByRole('dialog', { name: 'The password was not reset' });
    expect(within(dialog).getByText('newPassword: Password must be between 6 and 15 characters')).toBeInTheDocument();
  });

  it('cannot be sent without a new password', () => {
    stubFetch({});
    renderWidget(<PasswordResetRow userName="ravi.k" />);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });
});
