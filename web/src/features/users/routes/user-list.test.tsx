import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UserListRoute from '@/features/users/routes/user-list';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { selectOrganization } from '@/lib/auth';

const USERS = '/authgateway/provisioningService/users/all';

function user(id: number, userName: string, firstName: string, role: string) {
  return {
    userId: id,
    userName,
    firstName,
    lastName: 'Kumar',
    emailId: `${userName}@gokul.in`,
    organizationName: 'Gokul',
    roles: [role],
    mobileNumbers: [],
    enabled: true,
  };
}

function server() {
  return stubFetch({
    [`GET ${USERS}`]: {
      content: [user(1, 'ravi.k', 'Ravi', 'Viewer'), user(2, 'asha.r', 'Asha', 'Administrator')],
      pageInfo: { totalPages: 1, hasNextPage: false, totalElements: 2, page: 0, size: 1000 },
    },
  });
}

function renderList(path = '/configuration/userlist') {
  return renderRoutes(
    [
      { path: '/configuration/userlist', Component: UserListRoute },
      { path: '/configuration/user', element: <p>create user page</p> },
      { path: '/configuration/user/:userName', element: <p>edit user page</p> },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the users list', () => {
  it('pages 1000 users by default and shows the columns', async () => {
    signInAs({ uiPrivileges: ['USER_CONFIGURATION'] });
    const s = server();
    renderList();
    expect(await screen.findByText('ravi.k')).toBeInTheDocument();
    expect(s.requests('GET', USERS)[0].query).toEqual({ page: '0', size: '1000' });
    for (const header of ['First Name', 'User Name', 'Organization', 'Email', 'Roles', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = screen.getByText('ravi.k').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Ravi')).toBeInTheDocument();
    expect(within(row).getByText('ravi.k@gokul.in')).toBeInTheDocument();
    expect(within(row).getByText('Viewer')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit ravi.k' })).toHaveAttribute('href', '/configuration/user/ravi.k');
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/configuration/user');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('narrows the list to the organisation an administrator chose', async () => {
    signInAs({ uiPrivileges: ['ALL_PRIVILEGE'] });
    selectOrganization('Amul');
    const s = server();
    renderList('/configuration/userlist?page=0&paging=&size=1000');
    await screen.findByText('ravi.k');
    expect(s.requests('GET', USERS)[0].query).toEqual({ page: '0', size: '1000', orgName: 'Amul' });
  });

  it('filters the users by the search text, kept in the URL', async () => {
    const u = userEvent.setup();
    signInAs();
    server();
    const { router } = renderList();
    await screen.findByText('ravi.k');
    await u.type(screen.getByRole('searchbox', { name: 'Search users' }), 'admin{Enter}');
    await waitFor(() => expect(screen.queryByText('ravi.k')).not.toBeInTheDocument());
    expect(screen.getByText('asha.r')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('admin');
  });

  it('offers neither Add User nor edit without USER_CONFIGURATION', async () => {
    signInAs({ uiPrivileges: ['CONFIGURATION'] });
    server();
    renderList();
    await screen.findByText('ravi.k');
    expect(screen.queryByRole('link', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit ravi.k' })).not.toBeInTheDocument();
  });
});
