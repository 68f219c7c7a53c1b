import { configure, screen, within } from '@testing-library/react';
import RecordDetailsRoute from '@/features/maintenance/routes/record-details';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { RECORDS, SITES, SITES_PATH, storedRecord } from '@/features/maintenance/test-fixtures';

// The machine is shared: give slow renders time.
configure({ asyncUtilTimeout: 5000 });

function renderAt(path: string) {
  return renderRoutes([{ path: '/preventiveMaintenance/view-records/record-details/:checklistName', Component: RecordDetailsRoute }], path);
}

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['VIEW_RECORDS'] }));
afterEach(() => vi.unstubAllGlobals());

describe('a record’s details', { timeout: 20_000 }, () => {
  it('loads the record by id, checked against the checklist name, and shows its header and every sub-task', async () => {
    const s = stubFetch({ [`GET ${RECORDS}/12`]: storedRecord(12, [2025, 3, 10, 9, 30, 0]) });
    renderAt(
      '/preventiveMaintenance/view-records/record-details/Monthly%20BMC%20check?id=12&unit=unit-a&site=site-1&from=2025-03-01&to=2025-03-31',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly BMC check' })).toBeInTheDocument();
    expect(s.requests('GET', `${RECORDS}/12`)[0].query).toEqual({ checklistName: 'Monthly BMC check' });
    expect(screen.getByText('Monthly check of the bulk milk cooler')).toBeInTheDocument();
    const summary = within(screen.getByLabelText('Record'));
    expect(summary.getByText('GokulCentre')).toBeInTheDocument();
    expect(summary.getByText('Suresh Jadhav')).toBeInTheDocument();
    expect(summary.getByText('centre.incharge')).toBeInTheDocument();
    const action = new Date(Date.UTC(2025, 2, 10, 9, 30));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(
      summary.getByText(`${pad(action.getDate())} Mar 2025 - ${pad(action.getHours())}:${pad(action.getMinutes())}:00`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Records' })).toHaveAttribute(
      'href',
      '/preventiveMaintenance/view-records?site=site-1&unit=unit-a&from=2025-03-01&to=2025-03-31',
    );

    const compressor = within(screen.getByRole('region', { name: 'Compressor' }));
    for (const header of ['Sub Task', 'Type', 'Value', 'Reading', 'Comment']) {
      expect(compressor.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const cells = (scope: typeof compressor, name: string) =>
      within(scope.getByRole('cell', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(compressor, 'Noise')).toEqual(['Noise', 'Select', 'Normal (ok), Loud (loud)', 'Normal', '']);
    expect(cells(compressor, 'Suction pressure')).toEqual(['Suction pressure', 'Range', '20 – 60 psi', '42.5', 'steady']);
    const cleaning = within(screen.getByRole('region', { name: 'Cleaning' }));
    expect(cells(cleaning, 'Condenser cleaned')).toEqual(['Condenser cleaned', 'Yes / No', 'Yes / No', 'Yes', '']);
    expect(cells(cleaning, 'Spares')).toEqual(['Spares', 'Cost', '₹ 500, ₹ 1000', '—', '']);
  });

  it('flags a reading outside its expected range (issue 15 point 1)', async () => {
    const record = storedRecord(13, [2025, 3, 10, 9, 30, 0]);
    record.taskList[0].subTaskList[1].reading = 75;
    stubFetch({ [`GET ${RECORDS}/13`]: record });
    renderAt('/preventiveMaintenance/view-records/record-details/Monthly%20BMC%20check?id=13&unit=unit-a');
    const compressor = within(await screen.findByRole('region', { name: 'Compressor' }));
    const row = within(compressor.getByRole('cell', { name: 'Suction pressure' }).closest('tr')!);
    expect(row.getByText('75')).toBeInTheDocument();
    expect(row.getByTestId('out-of-range')).toHaveTextContent('Out of range');
    expect(within(compressor.getByRole('cell', { name: 'Noise' }).closest('tr')!).queryByTestId('out-of-range')).not.toBeInTheDocument();
  });

  it('names the chilling unit by its name and site, never by its uuid (issue 15 point 10)', async () => {
    stubFetch({ [`GET ${RECORDS}/12`]: storedRecord(12, [2025, 3, 10, 9, 30, 0]), [`GET ${SITES_PATH}`]: SITES });
    renderAt('/preventiveMaintenance/view-records/record-details/Monthly%20BMC%20check?id=12&unit=unit-a');
    const summary = within(await screen.findByLabelText('Record'));
    expect(await summary.findByText('BMC — Cooler A (CB-01) · Gokul Centre 1')).toBeInTheDocument();
    expect(summary.queryByText('unit-a')).not.toBeInTheDocument();
    expect(screen.queryByText(/unit-a/)).not.toBeInTheDocument();
  });

  it('shows the uuid only for a unit the caller’s sites do not hold', async () => {
    stubFetch({
      [`GET ${RECORDS}/12`]: storedRecord(12, [2025, 3, 10, 9, 30, 0], { chillingUnitUuid: 'unit-gone' }),
      [`GET ${SITES_PATH}`]: SITES,
    });
    renderAt('/preventiveMaintenance/view-records/record-details/Monthly%20BMC%20check?id=12');
    const summary = within(await screen.findByLabelText('Record'));
    expect(await summary.findByText('unit-gone')).toBeInTheDocument();
  });

  it('asks to open a record from the list when none is named', async () => {
    const s = stubFetch({});
    renderAt('/preventiveMaintenance/view-records/record-details/Monthly%20BMC%20check');
    expect(await screen.findByText(/No record was chosen/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View Records' }).at(-1)).toHaveAttribute('href', '/preventiveMaintenance/view-records');
    expect(s.all).toHaveLength(0);
  });
});
