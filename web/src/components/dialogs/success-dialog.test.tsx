import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SuccessDialog } from '@/components/dialogs/success-dialog';

function renderDialog(props: Partial<React.ComponentProps<typeof SuccessDialog>> = {}) {
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <SuccessDialog open onClose={onClose} message="User created" {...props} />
    </MemoryRouter>,
  );
  return onClose;
}

describe('<SuccessDialog>', () => {
  it('shows the icon, message and sub-message', () => {
    renderDialog({ subMessage: 'They can sign in now' });
    const dialog = screen.getByRole('dialog', { name: 'User created' });
    expect(dialog).toHaveTextContent('They can sign in now');
    expect(screen.getByLabelText('Success')).toBeInTheDocument();
  });

  it('closes on OK and links to the dashboard', async () => {
    const onClose = renderDialog();
    expect(screen.getByRole('link', { name: 'Go To Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers to create another only when asked', () => {
    renderDialog();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('links create-another to the caller route', () => {
    renderDialog({ createAnother: { label: 'Create Another User', to: '/configuration/user' } });
    expect(screen.getByRole('link', { name: 'Create Another User' })).toHaveAttribute('href', '/configuration/user');
  });
});
