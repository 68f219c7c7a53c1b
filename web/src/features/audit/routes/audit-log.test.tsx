import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuditLogRoute from '@/features/audit/routes/audit-log';
import { formatDateTime } from '@/lib/format';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

// The machine is shared: give slow renders time.
configure({ asyncUtilTimeout: 5000 });

const ENTRIES = '/authgateway/auditService/entries';
const EXPORT = '/authgateway/export/xlsx';
const PATH = '/configuration/audit-log';

const updateRole = {
  id: 42,
  at: '2026-03-10T09:30:00Z',
  actorName: 'asha',
  address: '10.0.0.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  orgName: 'Gokul',
  action: 'updateRole',
  object: 'role',
  objectKey: 'RDE',
  status: 200,
  before: '{"roleName":"RDE","privileges":["REPORTS"]}',
  after: '{"roleName":"RDE","privileges":["REPORTS","VIEW_REPORTS"],"secret":"***"}',
};
const failedSignIn = {
  id: 41,
  at: '2026-03-10T08:00:00Z',
  actorName: 'ravi',
  address: '10.0.0.9',
  userAgent: 'curl/8.0',
  orgName: 'Gokul',
  action: 'signInFailed',
  object: 'session',
  status: 401,
};
const createUser = { ...updateRole, id: 43, action: 'createUser', object: 'user', objectKey: 'meena', status: 201, before: '' };

function page(content: unknown[]) {
  return {
    content,
    pageInfo: { totalPages: content.length ? 1 : 0, hasNextPage: false, totalElements: content.length, page: 0, size: 20 },
  };
}

function server(
  answer: (req: StubRequest) => unknown[] = (req) => (req.query.action === 'createUser' ? [createUser] : [updateRole, failedSignIn]),
) {
  return stubFetch({
    [`GET ${ENTRIES}`]: (req: StubRequest) => page(answer(req)),
    [`GET ${EXPORT}`]: () => new Response('xlsx', { status: 200 }),
  });
}

function renderAt(path = PATH) {
  return renderRoutes([{ path: PATH, Component: AuditLogRoute }], path);
}

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['ALL_PRIVILEGE'] }));
afterEach(() => vi.unstubAllGlobals());

describe('the audit log', { timeout: 40_000 }, () => {
  it('lists the entries the server answers, newest first, with translated actions and objects', async () => {
    const s = server();
    renderAt();
    expect(await screen.findByText('Update role')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs).getByText('Configuration')).toBeInTheDocument();

    for (const header of ['Time', 'Actor', 'Address', 'Organisation', 'Action', 'Object', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = rowOf('Update role');
    expect(within(row).getByText(formatDateTime(new Date(updateRole.at), 'en'))).toBeInTheDocument();
    expect(within(row).getByText('asha')).toBeInTheDocument();
    expect(within(row).getByText('10.0.0.7')).toBeInTheDocument();
    expect(within(row).getByText('Gokul')).toBeInTheDocument();
    expect(within(row).getByText('Role RDE')).toBeInTheDocument();
    expect(within(row).getByText('200')).toBeInTheDocument();
    const failed = rowOf('Failed sign-in');
    expect(within(failed).getByText('Session')).toBeInTheDocument();
    expect(within(failed).getByText('401')).toBeInTheDocument();

    expect(s.requests('GET', ENTRIES)[0].query).toEqual({ page: '0', size: '20' });
  });

  it('puts a changed filter in the URL and asks again', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt();
    await screen.findByText('Update role');

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Create user' }));
    await user.type(screen.getByRole('textbox', { name: 'Actor' }), 'asha');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('User meena')).toBeInTheDocument();
    expect(screen.queryByText('Update role')).not.toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      actor: 'asha',
      action: 'createUser',
      page: '0',
      size: '20',
    });
    expect(s.requests('GET', ENTRIES).at(-1)!.query).toEqual({ actor: 'asha', action: 'createUser', page: '0', size: '20' });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Update role')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=0&size=20');
  });

  it('runs the filters the URL holds, the dates as the local days', async () => {
    const s = server();
    renderAt(`${PATH}?from=2026-03-01&to=2026-03-31&object=role&page=0&size=10`);
    await screen.findByText('Update role');
    expect(s.requests('GET', ENTRIES)[0].query).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
      object: 'role',
      page: '0',
      size: '10',
    });
    expect(screen.getByRole('combobox', { name: 'Object' })).toHaveTextContent('Role');
  });

  it('shows Before and After of an entry as indented JSON', async () => {
    const user = userEvent.setup();
    server();
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Details of Update role by asha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    const before = within(dialog).getByRole('region', { name: 'Before' });
    const after = within(dialog).getByRole('region', { name: 'After' });
    expect(before.querySelector('pre')!.textContent).toBe(JSON.stringify(JSON.parse(updateRole.before), null, 2));
    expect(after.querySelector('pre')!.textContent).toContain('"VIEW_REPORTS"');
    expect(after.querySelector('pre')!.textContent).toContain('"secret": "***"');
    expect(within(dialog).getByText('Mozilla/5.0 (X11; Linux x86_64)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A click on the row opens it too; an entry without a before says so.
    await user.click(screen.getByText('Failed sign-in'));
    const second = await screen.findByRole('dialog', { name: 'Audit entry' });
    expect(within(within(second).getByRole('region', { name: 'Before' })).getByText('Nothing recorded')).toBeInTheDocument();
  });

  it("says 'No Data Found' when nothing matches", async () => {
    server(() => []);
    renderAt();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('exports the filtered entries through the server as auditLog.xlsx', async () => {
    const user = userEvent.setup();
    const s = server();
    const names: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      renderAt(`${PATH}?action=updateRole`);
      await screen.findByText('Update role');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(names).toEqual(['auditLog.xlsx']));
      expect(s.requests('GET', EXPORT)[0].query).toEqual({
        path: ENTRIES,
        query: 'action=updateRole',
        fileName: 'auditLog',
        columns:
          'at:Time:datetime,actorName:Actor:text,address:Address:text,orgName:Organisation:text,action:Action:text,object:Object:text,objectKey:Object name or id:text,status:Status:number',
        // Times on the user's clock.
        zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });
});
