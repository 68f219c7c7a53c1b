/** The site screens are wired in the app's route table. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/route-table';
import { resetError } from '@/lib/errors';
import { stubFetch } from '@/test/fetch-stub';
import { signInAs } from '@/test/render-routes';
import { P, page, REFERENCE, STORED_SITE } from '@/features/sites/test-data';

afterEach(() => {
  vi.unstubAllGlobals();
  resetError();
});

describe('the site screens in the route table', { timeout: 30_000 }, () => {
  it.each([
    ['/configuration/totalsite?page=0&paging=&size=5000', 'Total Sites'],
    ['/configuration/totalsite2', 'Total Sites'],
    ['/configuration/totalsites', 'Total Sites'],
    ['/totalsites?date=2026-05-01&paging=&page=0&size=1000', 'Total Sites'],
    ['/configuration/site', 'Create Site'],
    ['/configuration/site/S-1', 'Edit Site'],
    ['/configuration/site/uuid/uuid-1', 'Kothrud Centre'],
    ['/totalsites/site-details/S-1', 'Kothrud Centre'],
    ['/totalsites/site-details/S-1/uuid-1', 'Kothrud Centre'],
  ])('%s shows %s', async (path, heading) => {
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['ALL_PRIVILEGE'] });
    stubFetch({
      ...REFERENCE,
      [`GET ${P}/sites/all`]: page([STORED_SITE]),
      [`GET ${P}/sites`]: STORED_SITE,
      [`GET ${P}/sites/S-1`]: STORED_SITE,
      [`GET ${P}/sites/S-1/chillingUnits/all`]: [],
    });
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
