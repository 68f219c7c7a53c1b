import { act, render, screen } from '@testing-library/react';
import { CURRENT_USER_KEY, loadAuthState } from '@/lib/auth';
import { Permission } from '@/lib/auth-permission';

function signIn(uiPrivileges: string[]) {
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({ jwtAccessToken: 'a', userName: 'u', organizationName: 'o', uiPrivileges, expiresAt: Date.now() + 60_000 }),
  );
  loadAuthState();
}

describe('<Permission>', () => {
  beforeEach(() => loadAuthState());

  it('shows its content with one of the privileges', () => {
    signIn(['SITE_CONFIGURATION']);
    render(
      <Permission anyOf={['ORGANIZATION_CONFIGURATION', 'SITE_CONFIGURATION']}>
        <button type="button">Create site</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: 'Create site' })).toBeInTheDocument();
  });

  it('shows the alternative without them', () => {
    signIn(['REPORTS']);
    render(
      <Permission anyOf={['SITE_CONFIGURATION']} otherwise={<span>Create site</span>}>
        <button type="button">Create site</button>
      </Permission>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Create site')).toBeInTheDocument();
  });

  it('shows nothing by default, and everything with ALL_PRIVILEGE', () => {
    signIn([]);
    const { container, rerender } = render(
      <Permission anyOf={['SITE_CONFIGURATION']}>
        <button type="button">Create site</button>
      </Permission>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => signIn(['ALL_PRIVILEGE']));
    rerender(
      <Permission anyOf={['SITE_CONFIGURATION']}>
        <button type="button">Create site</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: 'Create site' })).toBeInTheDocument();
  });
});
