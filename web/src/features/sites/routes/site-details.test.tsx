import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SiteDetailsRoute from '@/features/sites/routes/site-details';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { P, REFERENCE, STORED_SITE } from '@/features/sites/test-data';

const UNITS = [
  {
    chillingUnitUUID: 'cu-uuid-1',
    chillingUnitID: 'CU-1',
    chillingUnitName: 'BMC One',
    productType: 'BMC',
    capacity: 500,
    sensorCount: 2,
    gatewaySerialNumber: 'GW-1',
    l1DeviceInfo: [
      { serialNumber: 'T-1', deviceType: 'tempsens', gatewaySerialNumber: 'GW-1' },
      { serialNumber: 'V-1', deviceType: 'volsens', gatewaySerialNumber: 'GW-1' },
    ],
  },
  {
    chillingUnitUUID: 'cu-uuid-2',
    chillingUnitID: 'CU-2',
    chillingUnitName: 'ABC Centre',
    productType: 'ABC',
    sensorCount: 0,
    gatewaySerialNumber: '',
    l1DeviceInfo: [],
  },
];

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    ...REFERENCE,
    [`GET ${P}/sites/S-1`]: STORED_SITE,
    [`GET ${P}/sites/S-1/chillingUnits/all`]: UNITS,
    ...over,
  });
}

function renderAt(path = '/totalsites/site-details/S-1') {
  return renderRoutes(
    [
      { path: '/totalsites/site-details/:siteId', Component: SiteDetailsRoute },
      { path: '/totalsites/site-details/:siteId/:siteUUID', Component: SiteDetailsRoute },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the site details', { timeout: 20_000 }, () => {
  it('shows the site id and name, the BMC (BMC + FTBMC) and ABC counts and the coordinates in DMS', async () => {
    signInAs();
    server();
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kothrud Centre' })).toBeInTheDocument();
    expect(screen.getByTestId('site-id')).toHaveTextContent('Site ID: S-1');
    expect(screen.getByTestId('bmc-count')).toHaveTextContent('BMC: 2');
    expect(screen.getByTestId('abc-count')).toHaveTextContent('ABC: 1');
    expect(screen.getByTestId('site-coordinates')).toHaveTextContent(`Latitude: 18° 31' 13.44" N · Longitude: 73° 51' 24.12" E`);
  });

  it('shows the address, locale and time zone by their display names', async () => {
    signInAs();
    server();
    renderAt('/totalsites/site-details/S-1/uuid-1');
    const address = await screen.findByRole('region', { name: 'Address' });
    await waitFor(() => expect(within(address).getByText('Maharashtra')).toBeInTheDocument());
    for (const text of ['1 Milk Road', 'Kothrud', 'Pune', 'India', '411038']) expect(within(address).getByText(text)).toBeInTheDocument();
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(await within(settings).findByText('English (India)')).toBeInTheDocument();
    expect(within(settings).getByText('Asia/Kolkata')).toBeInTheDocument();
    expect(within(settings).getByText('North Zone')).toBeInTheDocument();
  });

  it('lists the units with their links, sensors, gateway and device profile', async () => {
    signInAs();
    server();
    renderAt();
    const table = await screen.findByRole('table', { name: 'Chilling units' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product Type', 'Unit ID', 'Unit Name', 'Sensors', 'Gateway Serial', 'Device Data', 'Device Profile']);
    const bmc = rows[1];
    expect(within(bmc).getByRole('link', { name: 'CU-1' })).toHaveAttribute('href', '/bmcgraph/S-1');
    expect(within(bmc).getByRole('link', { name: 'Device data of BMC One' })).toHaveAttribute(
      'href',
      '/totalsites/site-details/S-1/device-data/cu-uuid-1',
    );
    for (const text of ['BMC', 'BMC One', '2', 'GW-1', 'tempsens T-1', 'volsens V-1'])
      expect(within(bmc).getByText(text)).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: 'Device data of ABC Centre' })).toHaveAttribute(
      'href',
      '/totalsites/site-details/S-1/device-data/cu-uuid-2',
    );
  });

  it('shows the stored error message when the units fail to load', async () => {
    signInAs();
    server({
      [`GET ${P}/sites/S-1/chillingUnits/all`]: jsonResponse({ status: 503, code: 'unavailable', message: 'The unit store is down' }, 503),
    });
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('The unit store is down');
    expect(screen.getByRole('heading', { level: 1, name: 'Kothrud Centre' })).toBeInTheDocument();
  });

  it('offers Edit and Rotate credential to SITE_CONFIGURATION only', async () => {
    signInAs({ uiPrivileges: ['SITE_CONFIGURATION'] });
    server();
    const { unmount } = renderAt();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/configuration/site/S-1');
    expect(await screen.findByRole('button', { name: 'Rotate the credential of T-1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rotate the credential of GW-1' })).toBeInTheDocument();
    unmount();

    signInAs({ uiPrivileges: ['REPORTS'] });
    renderAt();
    await screen.findByRole('table', { name: 'Chilling units' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rotate the credential/ })).not.toBeInTheDocument();
  });

  it('rotates a credential after a confirmation and shows the new one once', async () => {
    const user = userEvent.setup();
    signInAs();
    const s = server({ [`POST ${P}/device/T-1/credential`]: { serialNumber: 'T-1', token: 'tok-new-123' } });
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Rotate the credential of T-1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate credential?' });
    expect(s.requests('POST', `${P}/device/T-1/credential`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    const shown = await screen.findByRole('dialog', { name: 'New device credential' });
    expect(within(shown).getByTestId('token-T-1')).toHaveTextContent('tok-new-123');
    expect(within(shown).getByText(/will not be shown again/)).toBeInTheDocument();
    expect(s.requests('POST', `${P}/device/T-1/credential`)).toHaveLength(1);
    await user.click(within(shown).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByText('tok-new-123')).not.toBeInTheDocument());
  });

  it('sends nothing when the rotation is cancelled', async () => {
    const user = userEvent.setup();
    signInAs();
    const s = server();
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Rotate the credential of GW-1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(s.all.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
