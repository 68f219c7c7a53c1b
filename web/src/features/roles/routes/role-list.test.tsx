import { screen, within } from '@testing-library/react';
import RoleListRoute from '@/features/roles/routes/role-list';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { selectOrganization } from '@/lib/auth';

const ROLES = '/authgateway/provisioningService/roles';

function server() {
  return stubFetch({
    [`GET ${ROLES}`]: [
      { roleId: 1, roleName: 'Administrator', orgName: 'Gokul', description: 'Full control', privileges: ['ALL_PRIVILEGE'] },
      {
        roleId: 2,
        roleName: 'RDE',
        orgName: 'Gokul',
        description: 'Regional dairy executive',
        privileges: ['REPORTS', 'VIEW_REPORTS', 'SITE_LIST_TILE', 'VIEW_RECORDS', 'ALERTS_TILE'],
      },
    ],
  });
}

function renderList() {
  return renderRoutes([{ path: '/configuration/rolelist', Component: RoleListRoute }], '/configuration/rolelist?page=0&size=1000');
}

afterEach(() => vi.unstubAllGlobals());

describe('the role list', () => {
  it("lists the roles of the user's organisation with their privileges", async () => {
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['ROLE_CONFIGURATION'] });
    const s = server();
    renderList();
    expect(await screen.findByText('RDE')).toBeInTheDocument();
    expect(s.requests('GET', ROLES)[0].query).toEqual({ orgName: 'Gokul' });
    for (const header of ['Role Name', 'Description', 'Privileges', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = screen.getByText('RDE').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Regional dairy executive')).toBeInTheDocument();
    expect(within(row).getByText('5 privileges')).toBeInTheDocument();
    expect(within(row).getByText('REPORTS')).toBeInTheDocument();
    expect(within(row).getByText('+2 more')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit RDE' })).toHaveAttribute('href', '/configuration/role/RDE');
    const admin = screen.getByText('Administrator').closest('[role="row"]') as HTMLElement;
    expect(within(admin).getByText('1 privilege')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Role' })).toHaveAttribute('href', '/configuration/role');
  });

  it('names each privilege by its name, not its code (issue 15 point 10)', async () => {
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['ROLE_CONFIGURATION'] });
    stubFetch({
      [`GET ${ROLES}`]: [
        {
          roleId: 2,
          roleName: 'RDE',
          orgName: 'Gokul',
          description: 'Regional dairy executive',
          privileges: ['REPORTS', 'VIEW_REPORTS', 'SITE_LIST_TILE', 'VIEW_RECORDS'],
        },
      ],
      'GET /authgateway/provisioningService/privileges': [
        { name: 'REPORTS', description: 'Run reports' },
        { name: 'VIEW_REPORTS', description: 'The Reports menu' },
        { name: 'SITE_LIST_TILE', description: 'The dashboard’s site tile' },
        { name: 'VIEW_RECORDS', description: 'View maintenance records' },
      ],
    });
    renderList();
    const row = (await screen.findByText('RDE')).closest('[role="row"]') as HTMLElement;
    expect(await within(row).findByText('Run reports')).toBeInTheDocument();
    expect(within(row).getByText('The Reports menu')).toBeInTheDocument();
    expect(within(row).getByText('The dashboard’s site tile')).toBeInTheDocument();
    for (const code of ['REPORTS', 'VIEW_REPORTS', 'SITE_LIST_TILE']) {
      expect(within(row).queryByText(code)).not.toBeInTheDocument();
      // The code is the chip's description (its tooltip), never its accessible name.
      expect(within(row).queryByLabelText(code)).not.toBeInTheDocument();
    }
    expect(within(row).getByText('+1 more')).toBeInTheDocument();
  });

  it('uses the organisation an administrator chose', async () => {
    signInAs({ organizationName: 'Platform', uiPrivileges: ['ALL_PRIVILEGE'] });
    selectOrganization('Amul');
    const s = server();
    renderList();
    await screen.findByText('RDE');
    expect(s.requests('GET', ROLES)[0].query).toEqual({ orgName: 'Amul' });
  });

  it('offers neither Add Role nor edit without ROLE_CONFIGURATION', async () => {
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['CONFIGURATION'] });
    server();
    renderList();
    await screen.findByText('RDE');
    expect(screen.queryByRole('link', { name: 'Add Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit RDE' })).not.toBeInTheDocument();
  });
});
