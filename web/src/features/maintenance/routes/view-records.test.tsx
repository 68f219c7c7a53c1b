import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subDays } from 'date-fns';
import ViewRecordsRoute from '@/features/maintenance/routes/view-records';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { RECORDS, SITES, SITES_PATH, storedRecord } from '@/features/maintenance/test-fixtures';

// The machine is shared: give slow renders time.
configure({ asyncUtilTimeout: 5000 });

const LIST = `${RECORDS}/ChillingUnit/`;

function server(
  records: unknown[] = [
    storedRecord(12, [2025, 3, 10, 9, 30, 0]),
    storedRecord(9, [2025, 3, 2, 8, 0, 0], { performedBy: 'Ravi K', dueDate: null }),
  ],
) {
  return stubFetch({
    [`GET ${SITES_PATH}`]: SITES,
    [`GET ${LIST}`]: records,
  });
}

function renderAt(path = '/preventiveMaintenance/view-records') {
  return renderRoutes(
    [
      { path: '/preventiveMaintenance/view-records', Component: ViewRecordsRoute },
      { path: '/preventiveMaintenance/view-records/record-details/:checklistName', element: <p>details page</p> },
    ],
    path,
  );
}

const day = (d: Date) => format(d, 'yyyy-MM-dd');

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['PREVENTIVE_MAINTENANCE', 'VIEW_RECORDS'] }));
afterEach(() => vi.unstubAllGlobals());

describe('viewing maintenance records', { timeout: 40_000 }, () => {
  it("requires a chilling unit: 'Select a chilling unit', and asks nothing", async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Select a chilling unit')).toBeInTheDocument();
    expect(s.requests('GET', LIST)).toHaveLength(0);
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Choose a chilling unit and a date range, then Search.')).toBeInTheDocument();
  });

  it('searches the last 30 days of a unit, keeps the search in the URL and lists the records', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt();
    const today = new Date();
    await user.click(await screen.findByRole('combobox', { name: /^Site/ }));
    await user.click(await screen.findByRole('option', { name: 'Gokul Centre 1 (S-001)' }));
    await user.click(screen.getByRole('combobox', { name: /^Chilling Unit/ }));
    await user.click(await screen.findByRole('option', { name: 'BMC — Cooler A (CB-01)' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Ravi K')).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      site: 'site-1',
      unit: 'unit-a',
      from: day(subDays(today, 30)),
      to: day(today),
      page: '0',
      size: '10',
    });
    const q = s.requests('GET', LIST)[0].query;
    expect(q.chillingUnitUuid).toBe('unit-a');
    expect(new Date(q.startDate)).toEqual(new Date(subDays(today, 30).setHours(0, 0, 0, 0)));
    expect(new Date(q.endDate)).toEqual(new Date(new Date(today).setHours(23, 59, 59, 999)));

    for (const header of ['Checklist Name', 'Performed By', 'Action Date', 'Due Date', 'Number of Tasks']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = screen.getByText('Ravi K').closest('[role="row"]') as HTMLElement;
    const link = within(row).getByRole('link', { name: 'Monthly BMC check' });
    expect(link.getAttribute('href')).toBe(
      `/preventiveMaintenance/view-records/record-details/Monthly%20BMC%20check?id=9&unit=unit-a&site=site-1&from=${day(subDays(today, 30))}&to=${day(today)}`,
    );
    expect(within(row).getByRole('gridcell', { name: '2' })).toBeInTheDocument();
    const first = screen.getByText('Suresh Jadhav').closest('[role="row"]') as HTMLElement;
    const action = new Date(Date.UTC(2025, 2, 10, 9, 30));
    expect(within(first).getByText(new RegExp(`^${String(action.getDate()).padStart(2, '0')} Mar 2025 - `))).toBeInTheDocument();
    const due = new Date(Date.UTC(2025, 3, 10, 9, 30));
    expect(within(first).getByText(`${String(due.getDate()).padStart(2, '0')} Apr 2025`)).toBeInTheDocument();

    await user.click(link);
    expect(await screen.findByText('details page')).toBeInTheDocument();
  });

  it('runs the search the URL holds', async () => {
    const s = server();
    renderAt('/preventiveMaintenance/view-records?site=site-1&unit=unit-b&from=2025-03-01&to=2025-03-31');
    expect(await screen.findByText('Ravi K')).toBeInTheDocument();
    const q = s.requests('GET', LIST)[0].query;
    expect(q.chillingUnitUuid).toBe('unit-b');
    expect(new Date(q.startDate)).toEqual(new Date(2025, 2, 1));
    expect(new Date(q.endDate)).toEqual(new Date(2025, 2, 31, 23, 59, 59, 999));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Chilling Unit/ })).toHaveTextContent('BMC — Cooler B (CB-02)'));
    expect(screen.getByRole('combobox', { name: /^Site/ })).toHaveValue('Gokul Centre 1 (S-001)');
  });

  it('flags in the list the records with readings out of their expected range (issue 15 point 1)', async () => {
    const flagged = storedRecord(14, [2025, 3, 12, 9, 30, 0], { performedBy: 'Asha P' });
    flagged.taskList[0].subTaskList[1].reading = 75;
    server([flagged, storedRecord(9, [2025, 3, 2, 8, 0, 0], { performedBy: 'Ravi K' })]);
    renderAt('/preventiveMaintenance/view-records?site=site-1&unit=unit-b&from=2025-03-01&to=2025-03-31');
    const row = (await screen.findByText('Asha P')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByTestId('out-of-range')).toHaveTextContent('1 out of range');
    const other = screen.getByText('Ravi K').closest('[role="row"]') as HTMLElement;
    expect(within(other).queryByTestId('out-of-range')).not.toBeInTheDocument();
  });

  it('refuses an end date before the start date', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/preventiveMaintenance/view-records?site=site-1&unit=unit-a&from=2025-03-10&to=2025-03-01');
    expect(screen.getByText('Choose a chilling unit and a date range, then Search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(s.requests('GET', LIST)).toHaveLength(0);
  });

  it("says 'No Data Found' when the unit has no record in the range", async () => {
    server([]);
    renderAt('/preventiveMaintenance/view-records?unit=unit-a&from=2025-03-01&to=2025-03-31');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    // A unit given without its site finds its site.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Site/ })).toHaveValue('Gokul Centre 1 (S-001)'));
  });
});
