import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SiteFormRoute from '@/features/sites/routes/site-form';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import i18n from '@/lib/i18n';
import { accepted, P, REFERENCE, refused, STORED_SITE } from '@/features/sites/test-data';

const VALIDATE = `${P}/device/validate`;
const ASSIGNMENTS = '/authgateway/notificationService/validateData/Devices';

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    ...REFERENCE,
    [`GET ${VALIDATE}/gateway/GW-1`]: accepted('GW-1', 'L3'),
    [`GET ${VALIDATE}/sensor/PS-1`]: accepted('PS-1', 'powsens'),
    [`GET ${VALIDATE}/tempsens/T-1`]: accepted('T-1', 'tempsens'),
    [`POST ${P}/sites`]: (r: StubRequest) => ({
      ...(r.body as object),
      siteUUID: 'uuid-9',
      deviceCredentials: [
        { serialNumber: 'GW-1', token: 'tok-gw-1' },
        { serialNumber: 'PS-1', token: 'tok-ps-1' },
        { serialNumber: 'T-1', token: 'tok-t-1' },
      ],
    }),
    [`GET ${P}/sites/S-1`]: STORED_SITE,
    [`PUT ${P}/sites/S-1`]: (r: StubRequest) => ({ ...STORED_SITE, ...(r.body as object), deviceCredentials: [] }),
    [`POST ${ASSIGNMENTS}`]: { status: 'SUCCESS', assignedDevices: [], assignedBmcs: [] },
    ...over,
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/configuration/site', Component: SiteFormRoute },
      { path: '/configuration/site/:siteId', Component: SiteFormRoute },
      { path: '/totalsites/site-details/:siteId', element: <p>details page</p> },
      { path: '/configuration/totalsite', element: <p>site list page</p> },
    ],
    path,
  );
}

type User = ReturnType<typeof userEvent.setup>;
type Scope = Pick<typeof screen, 'getByRole' | 'findByRole'>;

/** Opens a select by its label and picks an option. */
async function choose(user: User, label: RegExp, option: string, scope: Scope = screen) {
  await user.click(await scope.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Types into a searchable select and picks an option. */
async function pick(user: User, label: RegExp, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types a value at once (pasted). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const box = (name: RegExp, scope: Scope = screen) => scope.getByRole('textbox', { name });
const group = (name: string, scope: Scope = screen) => scope.getByRole('group', { name });

async function fillSite(user: User) {
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Organization/ })).toHaveTextContent('Gokul Dairy'));
  await pick(user, /^Sub Organization/, 'North', 'North Zone');
  await fill(user, box(/^Site ID/), 'S-9');
  await fill(user, box(/^Site Name/), 'Kothrud Centre');
  await pick(user, /^Time Zone/, 'Kolkata', 'Asia/Kolkata');
  await choose(user, /^Country/, 'India');
  await choose(user, /^State/, 'Maharashtra');
  await choose(user, /^District/, 'Pune');
  await fill(user, box(/^Village/), 'Kothrud');
  await fill(user, box(/^Address Line 1/), '1 Milk Road');
  await fill(user, box(/^Pin Code/), '411038');
  await fill(user, box(/^Latitude, Longitude/), '18.5204, 73.8567');
  await fill(user, box(/^Gateway Serial Number \(L3\)/), 'GW-1');
  await user.tab();
  await fill(user, box(/^Sensor Serial Number/), 'PS-1');
  await user.tab();
}

async function addBmcWithDevice(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add chilling unit' }));
  const unit = group('Chilling unit 1');
  await choose(user, /^Product Type/, 'Bulk Milk Cooler (BMC)', within(unit));
  await fill(user, box(/^BMC Name/, within(unit)), 'BMC One');
  await fill(user, box(/^Customer BMC ID/, within(unit)), 'C-1');
  await fill(user, box(/^Capacity/, within(unit)), '500');
  await choose(user, /^Vendor/, 'Others', within(unit));
  await fill(user, box(/^Other Vendor/, within(unit)), 'Local Coolers');
  await user.click(within(unit).getByRole('button', { name: 'Add device' }));
  const device = group('Device 1', within(unit));
  await choose(user, /^Device Type/, 'Temperature sensor (tempsens)', within(device));
  await fill(user, box(/^Serial Number/, within(device)), 'T-1');
  await user.tab();
  await user.click(within(device).getByRole('button', { name: 'Add attribute mapping' }));
  const row = group('Attribute mapping 1', within(device));
  await choose(user, /^Device Attribute/, 'Milk temperature', within(row));
  await choose(user, /^Application Attribute/, 'Milk temperature', within(row));
  await choose(user, /^Unit/, 'Degree Celsius (°C)', within(row));
  return { unit, device };
}

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['SITE_CONFIGURATION'] }));
afterEach(() => vi.unstubAllGlobals());

describe('creating a site', { timeout: 60_000 }, () => {
  it('shows the rules of spec 02 §5 on submit and sends nothing', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/site');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Organization/ })).toHaveTextContent('Gokul Dairy'));
    await user.clear(screen.getByRole('combobox', { name: /^Locale/ }));
    await user.click(screen.getByRole('button', { name: 'Add chilling unit' }));
    await user.click(screen.getByRole('button', { name: 'Create Site' }));
    for (const message of [
      'You must select a sub organization',
      'You must enter the site id',
      'You must enter the site name',
      'You must enter locale',
      'You must enter TimeZone',
      'Please enter Country',
      'Please enter State',
      'Please enter District',
      'Please enter Village / Town / City',
      'Please enter Address Line 1',
      'Please enter pincode',
      'latitude, longitude is the format',
      'Please Enter Gateway Serial Number',
      'Please Enter Sensor Serial Number',
      'You must select a product type',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(s.requests('POST', `${P}/sites`)).toHaveLength(0);
  });

  it('checks the coordinates, pin code, contact number and device fields once touched', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/site');
    await fill(user, await screen.findByRole('textbox', { name: /^Latitude, Longitude/ }), '95, 73.85');
    await fill(user, box(/^Pin Code/), '41-10');
    await user.tab();
    expect(box(/^Latitude, Longitude/)).toHaveAccessibleDescription('latitude, longitude is the format');
    expect(box(/^Pin Code/)).toHaveAccessibleDescription("That doesn't look like a pin code");

    await user.click(screen.getByRole('button', { name: 'Add chilling unit' }));
    const unit = group('Chilling unit 1');
    await choose(user, /^Product Type/, 'Bulk Milk Cooler (BMC)', within(unit));
    await fill(user, box(/^Owner Contact Number/, within(unit)), '98765');
    await user.tab();
    expect(box(/^Owner Contact Number/, within(unit))).toHaveAccessibleDescription('Must be 10 Digits');
    await user.click(within(unit).getByRole('button', { name: 'Add device' }));
    const device = group('Device 1', within(unit));
    await fill(user, box(/^Serial Number/, within(device)), 'T 2');
    await user.tab();
    expect(box(/^Serial Number/, within(device))).toHaveAccessibleDescription('Valid serial number is required');
  });

  it('shows the rules in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const user = userEvent.setup();
      server();
      renderAt('/configuration/site');
      await screen.findByRole('combobox', { name: /^Sous-organisation/ });
      await user.click(screen.getByRole('button', { name: 'Ajouter une unité de refroidissement' }));
      await user.click(screen.getByRole('button', { name: 'Créer le site' }));
      for (const message of [
        "Vous devez saisir l'identifiant du site",
        'Vous devez saisir le fuseau horaire',
        'Veuillez saisir le code postal',
        'Le format est : latitude, longitude',
        'Veuillez saisir le numéro de série de la passerelle',
        'Veuillez saisir le numéro de série du capteur',
        'Vous devez choisir un type de produit',
      ]) {
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('resets a unit’s fields when its product type changes; ABC has its own set', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/site');
    await user.click(await screen.findByRole('button', { name: 'Add chilling unit' }));
    const unit = group('Chilling unit 1');
    expect(within(unit).queryByRole('textbox', { name: /^BMC Name/ })).not.toBeInTheDocument();
    await choose(user, /^Product Type/, 'Bulk Milk Cooler (BMC)', within(unit));
    await fill(user, box(/^BMC Name/, within(unit)), 'BMC One');
    await fill(user, box(/^Owner Name/, within(unit)), 'Ravi');
    await choose(user, /^Product Type/, 'ABC', within(unit));
    expect(within(unit).queryByRole('textbox', { name: /^BMC Name/ })).not.toBeInTheDocument();
    for (const label of [/^Chilling Center Name/, /^Chilling Center ID/, /^Collection Center Type/, /^Society ID/, /^Society Long ID/]) {
      expect(box(label, within(unit))).toHaveValue('');
    }
    expect(box(/^Owner Name/, within(unit))).toHaveValue('');
    await choose(user, /^Product Type/, 'Farm Tank BMC (FTBMC)', within(unit));
    expect(box(/^BMC Name/, within(unit))).toHaveValue('');
    expect(within(unit).queryByRole('textbox', { name: /^Chilling Center Name/ })).not.toBeInTheDocument();
  });

  it('sends the transformed site, shows the device credentials once, then goes to /configuration/site', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt('/configuration/site');
    await fillSite(user);
    await addBmcWithDevice(user);
    await user.click(screen.getByRole('button', { name: 'Create Site' }));

    const dialog = await screen.findByRole('dialog', { name: 'Device credentials' });
    const [req] = s.requests('POST', `${P}/sites`);
    expect(req.body).toEqual({
      organizationName: 'Gokul',
      subOrganizationName: 'North Zone',
      siteId: 'S-9',
      siteName: 'Kothrud Centre',
      locale: 'en-IN',
      zoneId: 'Asia/Kolkata',
      country: 'IN',
      state: 'IN-MH',
      district: 'Pune',
      pinCode: '411038',
      villageTownCity: 'Kothrud',
      addressLine1: '1 Milk Road',
      coordinates: { latitude: 18.5204, longitude: 73.8567 },
      altitude: 0,
      siteLevelDevices: [
        { serialNumber: 'GW-1', deviceType: 'L3' },
        { serialNumber: 'PS-1', deviceType: 'powsens' },
      ],
      chillingUnitMonitoringDetailsList: [
        {
          productType: { name: 'BMC', productTypeId: 1 },
          chillingUnit: { bmcName: 'BMC One', customerBmcId: 'C-1', capacity: 500, vendor: 'Local Coolers' },
          l1DeviceInfo: [
            {
              serialNumber: 'T-1',
              deviceType: 'tempsens',
              gatewaySerialNumber: 'GW-1',
              l0Config: [{ deviceAttribute: 'milkTemperature', applicationAttribute: 'milkTemperature', unit: '°C' }],
            },
          ],
        },
      ],
    });
    // Each serial was checked with the server on blur, as its kind.
    expect(s.requests('GET', `${VALIDATE}/gateway/GW-1`)).toHaveLength(1);
    expect(s.requests('GET', `${VALIDATE}/sensor/PS-1`)).toHaveLength(1);
    expect(s.requests('GET', `${VALIDATE}/tempsens/T-1`)[0].query).toEqual({});

    expect(within(dialog).getByText(/will not be shown again/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('token-GW-1')).toHaveTextContent('tok-gw-1');
    expect(within(dialog).getByTestId('token-T-1')).toHaveTextContent('tok-t-1');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy the credential of PS-1' }));
    expect(writeText).toHaveBeenCalledWith('tok-ps-1');
    expect(router.state.location.pathname).toBe('/configuration/site');
    expect(screen.queryByText('Site S-9 was created.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Site S-9 was created.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configuration/site');
    expect(screen.queryByText('tok-gw-1')).not.toBeInTheDocument();
    // A fresh form.
    expect(box(/^Site ID/)).toHaveValue('');
    expect(screen.getByRole('link', { name: 'View its details' })).toHaveAttribute('href', '/totalsites/site-details/S-9');
  });
});

describe('checking serial numbers with the server', { timeout: 60_000 }, () => {
  it('shows the refusal of the gateway and the sensor under their field', async () => {
    const user = userEvent.setup();
    const s = server({
      [`GET ${VALIDATE}/gateway/PS-7`]: refused('The Serial Number is not associated to a gateway device'),
      [`GET ${VALIDATE}/sensor/GW-7`]: refused('The Serial Number is not associated to a sensor device'),
    });
    renderAt('/configuration/site');
    await fill(user, await screen.findByRole('textbox', { name: /^Gateway Serial Number \(L3\)/ }), 'PS-7');
    await user.tab();
    await fill(user, box(/^Sensor Serial Number/), 'GW-7');
    await user.tab();
    await waitFor(() =>
      expect(box(/^Gateway Serial Number \(L3\)/)).toHaveAccessibleDescription('The Serial Number is not associated to a gateway device'),
    );
    await waitFor(() =>
      expect(box(/^Sensor Serial Number/)).toHaveAccessibleDescription('The Serial Number is not associated to a sensor device'),
    );
    expect(s.requests('GET', `${VALIDATE}/gateway/PS-7`)).toHaveLength(1);
  });

  it('keeps "Already Existing" on a unit device through a submit, until the serial changes', async () => {
    const user = userEvent.setup();
    const s = server({ [`GET ${VALIDATE}/tempsens/T-9`]: refused('Already Existing') });
    renderAt('/configuration/site');
    await fillSite(user);
    const { device } = await addBmcWithDevice(user);
    const serial = box(/^Serial Number/, within(device));
    await user.clear(serial);
    await user.paste('T-9');
    await user.tab();
    await waitFor(() => expect(serial).toHaveAccessibleDescription('Already Existing'));
    await user.click(screen.getByRole('button', { name: 'Create Site' }));
    await waitFor(() => expect(serial).toHaveAccessibleDescription('Already Existing'));
    expect(s.requests('POST', `${P}/sites`)).toHaveLength(0);
    await user.clear(serial);
    await user.paste('T-1');
    await user.tab();
    await waitFor(() => expect(serial).not.toHaveAccessibleDescription('Already Existing'));
  });

  it('sets the unit device’s type from the answer', async () => {
    const user = userEvent.setup();
    server({ [`GET ${VALIDATE}/tempsens/X-5`]: accepted('X-5', 'indsens') });
    renderAt('/configuration/site');
    await fill(user, await screen.findByRole('textbox', { name: /^Gateway Serial Number \(L3\)/ }), 'GW-1');
    await user.click(screen.getByRole('button', { name: 'Add chilling unit' }));
    const unit = group('Chilling unit 1');
    await user.click(within(unit).getByRole('button', { name: 'Add device' }));
    const device = group('Device 1', within(unit));
    await choose(user, /^Device Type/, 'Temperature sensor (tempsens)', within(device));
    await fill(user, box(/^Serial Number/, within(device)), 'X-5');
    await user.tab();
    await waitFor(() =>
      expect(within(device).getByRole('combobox', { name: /^Device Type/ })).toHaveTextContent('Industrial sensor (indsens)'),
    );
    // The device reports through the site's gateway.
    expect(within(device).getByRole('combobox', { name: /^Gateway Serial Number/ })).toHaveTextContent('GW-1');
  });

  it('points every unit device at the site gateway once it is typed', async () => {
    const user = userEvent.setup();
    server({ [`GET ${VALIDATE}/gateway/GW-5`]: accepted('GW-5', 'L3') });
    renderAt('/configuration/site');
    await user.click(await screen.findByRole('button', { name: 'Add chilling unit' }));
    const unit = group('Chilling unit 1');
    await user.click(within(unit).getByRole('button', { name: 'Add device' }));
    const gatewayOf = () => within(group('Device 1', within(unit))).getByRole('combobox', { name: /^Gateway Serial Number/ });
    expect(gatewayOf()).not.toHaveTextContent('GW-5');
    await fill(user, box(/^Gateway Serial Number \(L3\)/), 'GW-5');
    await user.tab();
    await waitFor(() => expect(gatewayOf()).toHaveTextContent('GW-5'));
    await waitFor(() => expect(screen.getByLabelText('Serial number checked')).toBeInTheDocument());
  });

  it('flags a serial used twice in the site', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/site');
    await fill(user, await screen.findByRole('textbox', { name: /^Sensor Serial Number/ }), 'PS-1');
    await user.click(screen.getByRole('button', { name: 'Add chilling unit' }));
    const unit = group('Chilling unit 1');
    await user.click(within(unit).getByRole('button', { name: 'Add device' }));
    await user.click(within(unit).getByRole('button', { name: 'Add device' }));
    const first = box(/^Serial Number/, within(group('Device 1', within(unit))));
    const second = box(/^Serial Number/, within(group('Device 2', within(unit))));
    await fill(user, first, 'Z-1');
    await fill(user, second, 'z-1');
    await user.tab();
    expect(second).toHaveAccessibleDescription('Device is already added');
    await user.clear(first);
    await user.paste('PS-1');
    await user.tab();
    expect(first).toHaveAccessibleDescription('Device already added at the site level');
  });
});

describe('editing a site', { timeout: 60_000 }, () => {
  it('loads the site, shows an unlisted vendor as Others and sends the edit with the site uuid', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt('/configuration/site/S-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Site' })).toBeInTheDocument();
    await waitFor(() => expect(box(/^Site ID/)).toHaveValue('S-1'));
    expect(box(/^Site ID/)).toBeDisabled();
    expect(box(/^Latitude, Longitude/)).toHaveValue('18.5204, 73.8567');
    expect(box(/^Gateway Serial Number \(L3\)/)).toHaveValue('GW-1');
    expect(box(/^Sensor Serial Number/)).toHaveValue('PS-1');
    const bmc = group('Chilling unit 1');
    expect(within(bmc).getByRole('combobox', { name: /^Vendor/ })).toHaveTextContent('Others');
    expect(box(/^Other Vendor/, within(bmc))).toHaveValue('Local Coolers');
    expect(within(group('Chilling unit 2')).getByRole('combobox', { name: /^Vendor/ })).toHaveTextContent('DeLaval');
    expect(box(/^Chilling Center Name/, within(group('Chilling unit 2')))).toHaveValue('ABC Centre');

    // A serial check names the site being edited.
    const serial = box(/^Serial Number/, within(group('Device 1', within(bmc))));
    await user.click(serial);
    await user.tab();
    await waitFor(() => expect(s.requests('GET', `${VALIDATE}/tempsens/T-1`)).toHaveLength(1));
    expect(s.requests('GET', `${VALIDATE}/tempsens/T-1`)[0].query).toEqual({ siteUUID: 'uuid-1' });

    await fill(user, box(/^Site Name/), ' North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/totalsites/site-details/S-1');
    const [req] = s.requests('PUT', `${P}/sites/S-1`);
    const body = req.body as Record<string, unknown> & { chillingUnitMonitoringDetailsList: Record<string, unknown>[] };
    expect(body).toMatchObject({ siteId: 'S-1', siteUUID: 'uuid-1', siteName: 'Kothrud Centre North', altitude: 560 });
    expect(body.chillingUnitMonitoringDetailsList.map((u) => [u.chillingUnitUuid, (u.chillingUnit as { vendor?: string }).vendor])).toEqual(
      [
        ['cu-uuid-1', 'Local Coolers'],
        ['cu-uuid-2', 'DeLaval'],
        ['cu-uuid-3', undefined],
      ],
    );
  });

  it("puts the server's field errors on their fields and shows the failure in a dialog; closing returns to the form", async () => {
    const user = userEvent.setup();
    server({
      [`PUT ${P}/sites/S-1`]: jsonResponse(
        {
          status: 400,
          code: 'validation',
          message: 'Some fields are not valid',
          errors: [
            {
              field: 'chillingUnitMonitoringDetailsList[0].l1DeviceInfo[0].serialNumber',
              code: 'device.exists',
              message: 'Already Existing',
            },
            {
              field: 'siteLevelDevices[1].serialNumber',
              code: 'device.siteLevel.type',
              message: 'A site-level device is a gateway (L3) or a powsens sensor',
            },
            {
              field: 'chillingUnitMonitoringDetailsList[2].chillingUnit.bmcName',
              code: 'unit.bmcName.required',
              message: 'You must enter the BMC name',
            },
          ],
        },
        400,
      ),
    });
    const { router } = renderAt('/configuration/site/S-1');
    await waitFor(() => expect(box(/^Site ID/)).toHaveValue('S-1'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Something Went Wrong!')).toBeInTheDocument();
    expect(within(dialog).getByText('Status: 400')).toBeInTheDocument();
    expect(within(dialog).getByText('Some fields are not valid')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const device = group('Device 1', within(group('Chilling unit 1')));
    await waitFor(() => expect(box(/^Serial Number/, within(device))).toHaveAccessibleDescription('Already Existing'));
    expect(box(/^Sensor Serial Number/)).toHaveAccessibleDescription('A site-level device is a gateway (L3) or a powsens sensor');
    expect(box(/^BMC Name/, within(group('Chilling unit 3')))).toHaveAccessibleDescription('You must enter the BMC name');
    expect(router.state.location.pathname).toBe('/configuration/site/S-1');
    // Idle again: a new save can be sent.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the credentials of the devices an edit added before going to the details', async () => {
    const user = userEvent.setup();
    server({
      [`PUT ${P}/sites/S-1`]: (r: StubRequest) => ({
        ...STORED_SITE,
        ...(r.body as object),
        deviceCredentials: [{ serialNumber: 'T-2', token: 'tok-t-2' }],
      }),
    });
    const { router } = renderAt('/configuration/site/S-1');
    await waitFor(() => expect(box(/^Site ID/)).toHaveValue('S-1'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device credentials' });
    expect(within(dialog).getByTestId('token-T-2')).toHaveTextContent('tok-t-2');
    expect(router.state.location.pathname).toBe('/configuration/site/S-1');
    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
  });
});

describe('the Validate action', { timeout: 60_000 }, () => {
  it('sends the serials and customer BMC ids and lists what other sites hold', async () => {
    const user = userEvent.setup();
    const s = server({ [`POST ${ASSIGNMENTS}`]: { status: 'FAILED', assignedDevices: ['T-1'], assignedBmcs: ['C-1'] } });
    renderAt('/configuration/site/S-1');
    await waitFor(() => expect(box(/^Site ID/)).toHaveValue('S-1'));
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Validation failed' });
    expect(s.requests('POST', ASSIGNMENTS)[0].body).toEqual({
      siteUUID: 'uuid-1',
      customerBmcIds: ['C-1'],
      serialNumbers: ['GW-1', 'PS-1', 'T-1'],
    });
    expect(
      within(within(dialog).getByRole('region', { name: 'These serial Numbers are Assigned in Provisioning Service' })).getByText('T-1'),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('region', { name: 'These serial Numbers are Assigned in Notification Service' })).getByText('C-1'),
    ).toBeInTheDocument();
    expect(s.requests('PUT', `${P}/sites/S-1`)).toHaveLength(0);
  });

  it('shows the status text on success, or "validate successfully"', async () => {
    const user = userEvent.setup();
    server({ [`POST ${ASSIGNMENTS}`]: { status: 'SUCCESS', assignedDevices: [], assignedBmcs: [] } });
    renderAt('/configuration/site/S-1');
    await waitFor(() => expect(box(/^Site ID/)).toHaveValue('S-1'));
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: 'SUCCESS' });
    expect(within(dialog).getByText('validate successfully')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server({ [`POST ${ASSIGNMENTS}`]: { assignedDevices: [], assignedBmcs: [] } });
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByRole('dialog', { name: 'validate successfully' })).toBeInTheDocument();
  });
});
