import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RatingTemplateRoute from '@/features/analytics/routes/rating-template';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

configure({ asyncUtilTimeout: 8000 });

const GET = '/authgateway/analyticService/rating/attributes';
const PUT = '/authgateway/analyticService/rating/attributes/update';
const leaf = (name: string, weightage: number, kpi: string) => ({ attributeName: name, weightage, kpi, children: [] });
const root = {
  attributeName: 'BMC Rating',
  weightage: 100,
  children: [
    {
      attributeName: 'Milk Quality',
      weightage: 60,
      children: [{ attributeName: 'Cooled Milk', weightage: 100, children: [leaf('Milk Lifted Cooled', 100, 'milk_lifted_cooled')] }],
    },
    {
      attributeName: 'Operations',
      weightage: 40,
      children: [
        {
          attributeName: 'Power',
          weightage: 100,
          children: [leaf('Grid Share', 50, 'grid_share'), leaf('Data Availability', 50, 'data_availability')],
        },
      ],
    },
  ],
};
const answer = (r = root) => ({ organization: 'Gokul', inherited: true, from: 'default', editable: true, attributes: r });

const input = (name: string) => screen.getByRole('textbox', { name: `Weightage of ${name}` }) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('the rating template', { timeout: 60_000 }, () => {
  it('refuses a bad sum and saves a good one', async () => {
    const s = stubFetch({
      [`GET ${GET}`]: answer(),
      [`PUT ${PUT}`]: (req: { body: unknown }) => ({ ...answer(req.body as typeof root), inherited: false }),
    });
    signInAs({ uiPrivileges: ['ALL_PRIVILEGE'] });
    renderRoutes([{ path: '/analytics/ratingtemplate', Component: RatingTemplateRoute }], '/analytics/ratingtemplate');
    await screen.findByText('Milk Quality');
    const user = userEvent.setup();

    await user.clear(input('Grid Share'));
    await user.type(input('Grid Share'), '6a0');
    expect(input('Grid Share').value).toBe('60');
    expect(screen.getByTestId('sum-warning')).toHaveTextContent('Sum of the higlighted values should be 100');
    expect(input('Grid Share')).toHaveAttribute('data-invalid', 'true');
    expect(input('Data Availability')).toHaveAttribute('data-invalid', 'true');
    expect(input('Milk Quality')).toHaveAttribute('data-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(s.requests('PUT', PUT)).toHaveLength(0);

    await user.clear(input('Data Availability'));
    await user.type(input('Data Availability'), '40');
    expect(screen.queryByTestId('sum-warning')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The rating template was saved.');
    const sent = s.requests('PUT', PUT)[0].body as typeof root;
    expect(sent.children[1].children[0].children.map((c) => c.weightage)).toEqual([60, 40]);
  });

  it('is read-only below 15 privileges', async () => {
    stubFetch({ [`GET ${GET}`]: { ...answer(), editable: false } });
    signInAs({ uiPrivileges: ['LIVE_TILE', 'BMC_TILE', 'ALERTS_TILE'] });
    renderRoutes([{ path: '/analytics/ratingtemplate', Component: RatingTemplateRoute }], '/analytics/ratingtemplate');
    await screen.findByText('Milk Quality');
    expect(input('Grid Share')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText(/read-only/)).toBeInTheDocument();
    await waitFor(() => expect(input('Milk Quality').value).toBe('60'));
  });
});
