import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TemplateListRoute from '@/features/checklists/routes/template-list';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { selectOrganization } from '@/lib/auth';

// The machine is shared: give slow renders time.
configure({ asyncUtilTimeout: 5000 });

const TEMPLATES = '/authgateway/provisioningService/template';

function template(id: number, name: string, tasks: number) {
  return {
    id,
    orgName: 'Gokul',
    checklistName: name,
    checklistDescription: `${name} of the bulk milk cooler`,
    taskList: Array.from({ length: tasks }, (_, i) => ({ taskId: i + 1, taskName: `Task ${i + 1}`, subTasks: [] })),
  };
}

/** 12 templates, answered a page at a time. */
const ALL = Array.from({ length: 12 }, (_, i) => template(i + 1, `Checklist ${String(i + 1).padStart(2, '0')}`, (i % 3) + 1));

function server(all = ALL) {
  return stubFetch({
    [`GET ${TEMPLATES}`]: (r: StubRequest) => {
      const page = Number(r.query.page);
      const size = Number(r.query.size);
      const totalPages = Math.ceil(all.length / size);
      return {
        content: all.slice(page * size, (page + 1) * size),
        pageInfo: { totalPages, hasNextPage: page + 1 < totalPages, totalElements: all.length, page, size },
      };
    },
  });
}

function renderList(path = '/configuration/checklist-templates-list') {
  return renderRoutes(
    [
      { path: '/configuration/checklist-templates-list', Component: TemplateListRoute },
      { path: '/404', element: <p>not found page</p> },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the checklist template list', { timeout: 20_000 }, () => {
  it("pages the organisation's templates 10 at a time from page 0, with name, description, tasks and edit", async () => {
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['CHECKLIST_CONFIGURATION'] });
    const s = server();
    renderList();
    expect(await screen.findByText('Checklist 01')).toBeInTheDocument();
    expect(s.requests('GET', TEMPLATES)[0].query).toEqual({ page: '0', size: '10' });
    for (const header of ['Name', 'Description', 'Number of Tasks', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = screen.getByText('Checklist 02').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Checklist 02 of the bulk milk cooler')).toBeInTheDocument();
    expect(within(row).getByRole('gridcell', { name: '2' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Checklist 02' })).toHaveAttribute(
      'href',
      '/configuration/checklist-templates-edit/2',
    );
    expect(screen.getByRole('link', { name: 'Add Template' })).toHaveAttribute('href', '/configuration/checklist-templates-create');
    expect(screen.getByTestId('page-of')).toHaveTextContent('Page 1 of 2');
  });

  it('keeps the page in the URL and asks the server for it', async () => {
    const user = userEvent.setup();
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['CHECKLIST_CONFIGURATION'] });
    const s = server();
    const { router } = renderList('/configuration/checklist-templates-list?page=0&size=10');
    await screen.findByText('Checklist 01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Checklist 11')).toBeInTheDocument();
    expect(screen.queryByText('Checklist 01')).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
    expect(s.requests('GET', TEMPLATES).at(-1)!.query).toEqual({ page: '1', size: '10' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('opens at the page the URL names', async () => {
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['CHECKLIST_CONFIGURATION'] });
    const s = server();
    renderList('/configuration/checklist-templates-list?page=1&size=10');
    expect(await screen.findByText('Checklist 12')).toBeInTheDocument();
    expect(s.requests('GET', TEMPLATES)[0].query).toEqual({ page: '1', size: '10' });
  });

  it("says 'No Result Found' when there is no template", async () => {
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['CHECKLIST_CONFIGURATION'] });
    server([]);
    renderList();
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();
  });

  it('lists the organisation an administrator chose', async () => {
    signInAs({ organizationName: 'Platform', uiPrivileges: ['ALL_PRIVILEGE'] });
    selectOrganization('Amul');
    const s = server();
    renderList();
    await screen.findByText('Checklist 01');
    expect(s.requests('GET', TEMPLATES)[0].query).toEqual({ page: '0', size: '10', orgName: 'Amul' });
  });

  it('offers neither Add nor edit without CHECKLIST_CONFIGURATION', async () => {
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['VIEW_RECORDS'] });
    server();
    renderList();
    await screen.findByText('Checklist 01');
    expect(screen.queryByRole('link', { name: 'Add Template' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit Checklist 01' })).not.toBeInTheDocument());
  });
});
