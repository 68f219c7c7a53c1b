/** The preventive-maintenance screens are wired in the app's route table. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/route-table';
import { resetError } from '@/lib/errors';
import { stubFetch } from '@/test/fetch-stub';
import { signInAs } from '@/test/render-routes';
import { RECORDS, SITES, SITES_PATH, storedRecord } from '@/features/maintenance/test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetError();
});

describe('the preventive-maintenance screens in the route table', { timeout: 20_000 }, () => {
  it.each([
    ['/preventiveMaintenance/create', 'Enter Records'],
    ['/preventivemaintenance/add-record', 'Enter Records'],
    ['/preventiveMaintenance/view-records', 'View Records'],
    ['/preventiveMaintenance/view-records/record-details/Monthly%20BMC%20check?id=12', 'Monthly BMC check'],
  ])('%s shows %s', async (path, heading) => {
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['ALL_PRIVILEGE'] });
    stubFetch({
      [`GET ${SITES_PATH}`]: SITES,
      [`GET ${RECORDS}/12`]: storedRecord(12, [2025, 3, 10, 9, 30, 0]),
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
