import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorDialog } from '@/components/dialogs/error-dialog';

describe('<ErrorDialog>', () => {
  it('defaults its title and body', async () => {
    render(<ErrorDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Something Went Wrong!' });
    expect(dialog).toHaveTextContent('check with the support team');
  });

  it('shows the given title, status and message, and closes on OK', async () => {
    const onClose = vi.fn();
    render(<ErrorDialog open onClose={onClose} title="Save failed" status={409} message="Organisation exists" />);
    const dialog = screen.getByRole('dialog', { name: 'Save failed' });
    expect(dialog).toHaveTextContent('Status: 409');
    expect(dialog).toHaveTextContent('Organisation exists');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(<ErrorDialog open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
