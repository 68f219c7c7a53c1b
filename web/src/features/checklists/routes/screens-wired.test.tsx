/** The checklist template screens are wired in the app's route table. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/route-table';
import { resetError } from '@/lib/errors';
import { stubFetch } from '@/test/fetch-stub';
import { signInAs } from '@/test/render-routes';

const P = '/authgateway/provisioningService';

afterEach(() => {
  vi.unstubAllGlobals();
  resetError();
});

describe('the checklist template screens in the route table', { timeout: 20_000 }, () => {
  it.each([
    ['/configuration/checklist-templates-list', 'Checklist Templates'],
    ['/configuration/checklist-templates-create', 'Create Checklist Template'],
    ['/configuration/checklist-templates-edit/7', 'Edit Checklist Template'],
  ])('%s shows %s', async (path, heading) => {
    signInAs({ organizationName: 'Gokul', uiPrivileges: ['ALL_PRIVILEGE'] });
    stubFetch({
      [`GET ${P}/template`]: { content: [], pageInfo: { totalPages: 0, hasNextPage: false, totalElements: 0, page: 0, size: 10 } },
      [`GET ${P}/template/7`]: { id: 7, orgName: 'Gokul', checklistName: 'Monthly', checklistDescription: 'Monthly check', taskList: [] },
      [`GET ${P}/metadata/checklist/checklistValueTypes`]: [],
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
