import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { pendingModules, routes } from '@/app/route-table';
import { resetError } from '@/lib/errors';
import { mockApi, PROV, signIn, stubSvgSize } from '@/features/organizations/test-utils';

const acme = { orgId: 1, orgName: 'acme', orgDisplayName: 'Acme Dairy', orgType: 'dairy_cooperative', parentOrgId: null };
const emptyPage = { content: [], pageInfo: { totalPages: 0, hasNextPage: false, totalElements: 0, page: 0, size: 10 } };

// Each case loads a page through the whole layout: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => stubSvgSize());
beforeEach(() => {
  signIn(['ALL_PRIVILEGE'], 'acme');
  mockApi({
    [`GET ${PROV}/organizations`]: acme,
    [`GET ${PROV}/organizations/1`]: acme,
    [`GET ${PROV}/organizations/all`]: emptyPage,
    [`GET ${PROV}/organizations/subOrganizationList`]: emptyPage,
    [`GET ${PROV}/organizations/orgMetaList`]: [],
    [`GET ${PROV}/organizations/subOrgMetaList`]: [],
    [`GET ${PROV}/sites/orgSiteStructure`]: { ...acme, subOrganization: [], sites: [] },
    [`GET ${PROV}/metadata/orgTypes`]: [],
    [`GET ${PROV}/metadata/subOrgTypes`]: [],
    [`GET ${PROV}/metadata/countryCodesTypes`]: [],
    [`GET ${PROV}/metadata/countryTypes`]: [],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetError();
});

describe('the organisation routes of the route table', () => {
  it('are no longer pending', () => {
    expect([...pendingModules].filter((m) => m.startsWith('@/features/organizations/'))).toEqual([]);
  });

  it.each([
    ['/configuration/organizationlist', 'Organizations'],
    ['/configuration/organization', 'Create organization'],
    ['/configuration/organization/1', 'Edit organization acme'],
    ['/configuration/SuborganizationList/acme', 'Sub-organizations of acme'],
    ['/configuration/suborganizationprofile', 'Create sub-organization'],
    ['/organization/profile/acme', 'Acme Dairy'],
    ['/org-suborg-tree/acme', 'Organization tree'],
    ['/organization-tree?organization=acme', 'Organization tree'],
  ])('%s shows its page', async (path, heading) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
  });
});
