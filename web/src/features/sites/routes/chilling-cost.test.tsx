import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChillingCostRoute from '@/features/sites/routes/chilling-cost';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { P, REFERENCE, STORED_SITE } from '@/features/sites/test-data';

const COSTS = '/authgateway/notificationService/ChillingCostdata/sites/';
const UPDATE = '/authgateway/notificationService/ChillingCostdata/update';

const stored = {
  customer_id: 'C-1',
  gridUsageHourWhenNOTChilling: 0.3,
  gridUsageHourWhenChilling: 3,
  gridUsageCostUnit: 8,
  dgFuelUsageHourWhenNotChilling: 0.8,
  dgFuelUsageHourWhenChilling: 1.5,
  dgFuelCostPerLiter: 90,
  processedTimeCalibrationinmins: 0,
  underChilledTemperature: 4.1,
  overChilledTemperature: 3,
};

function server(update: (req: StubRequest) => unknown = (req) => req.body) {
  return stubFetch({
    ...REFERENCE,
    [`GET ${P}/sites/S-1`]: STORED_SITE,
    [`POST ${COSTS}`]: (req: StubRequest) => ((req.body as { listofbmcs: string[] }).listofbmcs[0] === 'C-1' ? [stored] : []),
    [`PUT ${UPDATE}`]: update,
  });
}

const renderAt = () =>
  renderRoutes([{ path: '/configuration/chilling-cost/:siteId', Component: ChillingCostRoute }], '/configuration/chilling-cost/S-1');

afterEach(() => vi.unstubAllGlobals());

describe('the chilling cost form (issue 15 point 12)', { timeout: 20_000 }, () => {
  it('loads the BMC record and saves the changed values for that BMC', async () => {
    signInAs();
    const api = server();
    renderAt();
    const cost = await screen.findByLabelText(/Grid cost per kWh/);
    expect(cost).toHaveValue(8);
    expect(api.requests('POST', COSTS)[0].body).toEqual({ listofbmcs: ['C-1'] });
    await userEvent.clear(cost);
    await userEvent.type(cost, '9.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The chilling cost of C-1 is saved.')).toBeInTheDocument();
    expect(api.requests('PUT', UPDATE)[0].body).toEqual([{ ...stored, gridUsageCostUnit: 9.5 }]);
  });

  it('refuses an over-chilled temperature at or above the under-chilled one, without a call', async () => {
    signInAs();
    const api = server();
    renderAt();
    const over = await screen.findByLabelText(/Over-chilled temperature/);
    await userEvent.clear(over);
    await userEvent.type(over, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The over-chilled temperature must be below the under-chilled temperature')).toBeInTheDocument();
    expect(api.requests('PUT', UPDATE)).toHaveLength(0);
  });

  it('shows a server refusal on its field', async () => {
    signInAs();
    server(() =>
      jsonResponse(
        {
          status: 400,
          code: 'invalid',
          message: 'Invalid',
          errors: [{ field: '[0].dgFuelCostPerLiter', code: 'cost.rate.range', message: 'Refused by the server' }],
        },
        400,
      ),
    );
    renderAt();
    await screen.findByLabelText(/Fuel cost per litre/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Refused by the server')).toBeInTheDocument());
    expect(screen.queryByText(/is saved/)).not.toBeInTheDocument();
  });
});
