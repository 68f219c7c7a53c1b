import { screen } from '@testing-library/react';
import SiteLookupRoute from '@/features/sites/routes/site-lookup';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { P, STORED_SITE } from '@/features/sites/test-data';

afterEach(() => vi.unstubAllGlobals());

describe('the site lookup by uuid', () => {
  it('loads the site by its uuid and replaces the location with its details', async () => {
    signInAs();
    const s = stubFetch({ [`GET ${P}/sites`]: STORED_SITE });
    const { router } = renderRoutes(
      [
        { path: '/configuration/site/uuid/:uuid', Component: SiteLookupRoute },
        { path: '/totalsites/site-details/:siteId', element: <p>details page</p> },
      ],
      '/configuration/site/uuid/uuid-1',
    );
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/totalsites/site-details/S-1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(s.requests('GET', `${P}/sites`)[0].query).toEqual({ uuid: 'uuid-1' });
  });

  it('waits on the page while the site loads', async () => {
    signInAs();
    stubFetch({ [`GET ${P}/sites`]: () => new Promise(() => {}) });
    renderRoutes([{ path: '/configuration/site/uuid/:uuid', Component: SiteLookupRoute }], '/configuration/site/uuid/uuid-1');
    expect(await screen.findByRole('status')).toHaveTextContent('Looking the site up…');
  });
});
