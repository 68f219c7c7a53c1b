/** The user, role, profile and password screens are wired in the app's route table. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/route-table';
import { resetError } from '@/lib/errors';
import { stubFetch } from '@/test/fetch-stub';
import { signInAs } from '@/test/render-routes';

const P = '/authgateway/provisioningService';
const USER = { userId: 7, userName: 'asha', firstName: 'Asha', roles: ['Viewer'], mobileNumbers: [], organizationName: 'Gokul' };

afterEach(() => {
  vi.unstubAllGlobals();
  resetError();
});

describe('the identity screens in the route table', { timeout: 20_000 }, () => {
  it.each([
    ['/configuration/userlist?page=0&paging=&size=1000', 'User List'],
    ['/configuration/user', 'Create User'],
    ['/configuration/user/asha', 'Edit User'],
    ['/configuration/rolelist?page=0&size=1000', 'Role List'],
    ['/configuration/role', 'Create Role'],
    ['/configuration/role/Viewer', 'Edit Role'],
    ['/profile', 'My Profile'],
    ['/changePassword', 'Change Password'],
  ])('%s shows %s', async (path, heading) => {
    signInAs({ userName: 'asha', organizationName: 'Gokul', uiPrivileges: ['ALL_PRIVILEGE'] });
    stubFetch({
      [`GET ${P}/users/all`]: { content: [USER], pageInfo: { totalPages: 1, hasNextPage: false, totalElements: 1, page: 0, size: 1000 } },
      [`GET ${P}/users/userDetails`]: USER,
      [`GET ${P}/roles`]: [],
      [`GET ${P}/roles/Viewer`]: { roleId: 1, roleName: 'Viewer', privileges: [] },
      [`GET ${P}/privileges`]: [],
      [`GET ${P}/metadata/salutationTypes`]: [],
      [`GET ${P}/metadata/genderTypes`]: [],
      [`GET ${P}/metadata/countryCodesTypes`]: [],
      [`GET ${P}/metadata/user/alertLanguages`]: [],
      [`GET ${P}/organizations/orgMetaList`]: [],
      [`GET ${P}/organizations/subOrgMetaList`]: [],
    });
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 })).toBeInTheDocument();
  });
});
