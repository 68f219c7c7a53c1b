import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';

describe('<PageHeader>', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the date and time as dd MMM yyyy - HH:mm:ss, refreshed every 60 s', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 0, 2, 10, 0, 0));
    render(
      <MemoryRouter>
        <PageHeader crumbs={[{ label: 'Home' }]} />
      </MemoryRouter>,
    );
    const clock = screen.getByTestId('header-clock');
    expect(clock).toHaveTextContent('02 Jan 2024 - 10:00:00');

    act(() => vi.advanceTimersByTime(59_000));
    expect(clock).toHaveTextContent('02 Jan 2024 - 10:00:00');

    act(() => vi.advanceTimersByTime(1_000));
    expect(clock).toHaveTextContent('02 Jan 2024 - 10:01:00');

    act(() => vi.advanceTimersByTime(60_000));
    expect(clock).toHaveTextContent('02 Jan 2024 - 10:02:00');
  });

  it('links every crumb but the last', () => {
    render(
      <MemoryRouter>
        <PageHeader crumbs={[{ label: 'Home', to: '/dashboard' }, { label: 'Users', to: '/configuration/userlist' }, { label: 'Edit' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/configuration/userlist');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText('Edit')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the counts area only when given', () => {
    const { rerender } = render(
      <MemoryRouter>
        <PageHeader crumbs={[{ label: 'Home' }]} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('header-counts')).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <PageHeader crumbs={[{ label: 'Home' }]}>
          <span>Sites 3</span>
        </PageHeader>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('header-counts')).toHaveTextContent('Sites 3');
  });
});
