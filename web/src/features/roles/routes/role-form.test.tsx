import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RoleFormRoute from '@/features/roles/routes/role-form';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

const P = '/authgateway/provisioningService';
const PRIVILEGES = [
  { name: 'REPORTS', description: 'Run reports' },
  { name: 'VIEW_REPORTS', description: 'The Reports menu' },
  { name: 'USER_CONFIGURATION', description: 'Create and edit users, reset passwords' },
];
const ROLE = { roleId: 4, roleName: 'Viewer', orgName: 'Gokul', description: 'Reads reports', privileges: ['REPORTS'] };

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    [`GET ${P}/privileges`]: PRIVILEGES,
    [`GET ${P}/roles/Viewer`]: ROLE,
    [`POST ${P}/roles`]: (r: StubRequest) => ({ ...(r.body as object), roleId: 9 }),
    [`PUT ${P}/roles/Viewer`]: (r: StubRequest) => ({ ...(r.body as object), roleId: 4 }),
    ...over,
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/configuration/role', Component: RoleFormRoute },
      { path: '/configuration/role/:role', Component: RoleFormRoute },
      { path: '/configuration/rolelist', element: <p>role list page</p> },
    ],
    path,
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function openPrivileges(user: User) {
  await user.click(await screen.findByRole('combobox', { name: /^Privileges/ }));
  return screen.findByRole('listbox');
}

async function closeList(user: User) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['ALL_PRIVILEGE'] }));
afterEach(() => vi.unstubAllGlobals());

describe('the role form', { timeout: 20_000 }, () => {
  it('shows each privilege with its description, and Select All chooses them all', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/role');
    const list = await openPrivileges(user);
    expect(await within(list).findByText('Run reports')).toBeInTheDocument();
    expect(within(list).getByText('Create and edit users, reset passwords')).toBeInTheDocument();
    await user.click(within(list).getByRole('option', { name: 'Select All' }));
    await waitFor(() => expect(within(list).getAllByRole('checkbox', { checked: true })).toHaveLength(4));
    await user.click(within(list).getByRole('option', { name: 'Select All' }));
    await waitFor(() => expect(within(list).queryAllByRole('checkbox', { checked: true })).toHaveLength(0));
  });

  it('names the privileges, with each code under its name, in the list and in the field (issue 15 point 10)', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/role/Viewer');
    const field = await screen.findByRole('combobox', { name: /^Privileges/ });
    await waitFor(() => expect(field).toHaveTextContent('Run reports'));
    expect(field).not.toHaveTextContent('REPORTS');
    const list = await openPrivileges(user);
    const option = within(list).getByRole('option', { name: /^The Reports menu/ });
    expect(within(option).getByText('The Reports menu')).toBeInTheDocument();
    expect(within(option).getByText('VIEW_REPORTS')).toBeInTheDocument();
    await user.click(option);
    await closeList(user);
    expect(field).toHaveTextContent('Run reports, The Reports menu');
  });

  it('creates the role in the current organisation and goes back to the list', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt('/configuration/role');
    await user.type(screen.getByRole('textbox', { name: /^Role Name/ }), 'Auditor');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Reads everything');
    const list = await openPrivileges(user);
    await user.click(await within(list).findByRole('option', { name: 'Select All' }));
    await closeList(user);
    await user.click(screen.getByRole('button', { name: 'Create Role' }));

    expect(await screen.findByText('role list page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=0&size=1000');
    expect(s.requests('POST', `${P}/roles`)[0].body).toEqual({
      roleName: 'Auditor',
      orgName: 'Gokul',
      description: 'Reads everything',
      privileges: ['REPORTS', 'VIEW_REPORTS', 'USER_CONFIGURATION'],
    });
  });

  it('asks for a name and at least one privilege', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/role');
    await user.type(screen.getByRole('textbox', { name: /^Role Name/ }), 'A');
    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    expect(await screen.findByText('Role name must be between 2 and 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one privilege')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Role Name/ }));
    expect(await screen.findByText('You must enter a role name')).toBeInTheDocument();
    expect(s.requests('POST', `${P}/roles`)).toHaveLength(0);
  });

  it('loads a role, renames it and replaces its privileges with PUT roles/{role}', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/role/Viewer');
    const name = await screen.findByRole('textbox', { name: /^Role Name/ });
    expect(name).toHaveValue('Viewer');
    expect(s.requests('GET', `${P}/roles/Viewer`)[0].query).toEqual({ orgName: 'Gokul' });
    await user.clear(name);
    await user.type(name, 'Reader');
    const list = await openPrivileges(user);
    await user.click(await within(list).findByRole('option', { name: /^The Reports menu/ }));
    await closeList(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('role list page')).toBeInTheDocument();
    expect(s.requests('PUT', `${P}/roles/Viewer`)[0].body).toEqual({
      roleName: 'Reader',
      orgName: 'Gokul',
      description: 'Reads reports',
      privileges: ['REPORTS', 'VIEW_REPORTS'],
    });
  });

  it("shows the server's refusal in a dialog and on the field", async () => {
    const user = userEvent.setup();
    server({
      [`POST ${P}/roles`]: jsonResponse(
        {
          status: 400,
          code: 'validation',
          message: 'roleName: A role with this name already exists in the organization',
          errors: [{ field: 'roleName', code: 'role.roleName.taken', message: 'A role with this name already exists in the organization' }],
        },
        400,
      ),
    });
    const { router } = renderAt('/configuration/role');
    await user.type(screen.getByRole('textbox', { name: /^Role Name/ }), 'Viewer');
    const list = await openPrivileges(user);
    await user.click(await within(list).findByRole('option', { name: /^Run reports/ }));
    await closeList(user);
    await user.click(screen.getByRole('button', { name: 'Create Role' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Status: 400')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('A role with this name already exists in the organization')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configuration/role');
  });
});
