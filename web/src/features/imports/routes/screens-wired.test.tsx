/** The import screens are wired in the app's route table. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/route-table';
import { resetError } from '@/lib/errors';
import { stubFetch } from '@/test/fetch-stub';
import { signInAs } from '@/test/render-routes';

afterEach(() => {
  vi.unstubAllGlobals();
  resetError();
});

describe('the import screens in the route table', { timeout: 20_000 }, () => {
  it.each([
    ['/configuration/import-site', 'Import Site'],
    ['/configuration/import-alert', 'Import Alert'],
  ])('%s shows %s', async (path, heading) => {
    signInAs({ userName: 'asha', organizationName: 'Gokul', uiPrivileges: ['ALL_PRIVILEGE'] });
    stubFetch({});
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download sample configuration' })).toBeInTheDocument();
  });
});
