import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parse, startOfDay, subDays } from 'date-fns';
import i18n from '@/lib/i18n';
import DeviceDataRoute from '@/features/monitoring/routes/device-data';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { EXPORT_ROUTE, captureDownloads, exportColumns, xlsxAnswer } from '@/test/downloads';
import { DEVICE_DATA, SITES, SITES_PATH, answerDeviceData } from '@/features/monitoring/test-fixtures';

// The machine is shared: give slow renders time.
configure({ asyncUtilTimeout: 8000 });

const TYPES = ['indsensABC', 'tempsens', 'volsens', 'feedsens', 'powsens', 'weighsens', 'CONTRAK_V1'];
const MENU_ENTRY = '/monitoring/totalsites/site-details/siteId/device-data/chillingUnitId';

function server(answer: (req: StubRequest) => unknown = (req) => answerDeviceData(req)) {
  return stubFetch({
    [`GET ${SITES_PATH}`]: SITES,
    ...Object.fromEntries(TYPES.map((t) => [`GET ${DEVICE_DATA}${t}`, answer])),
    [EXPORT_ROUTE]: () => xlsxAnswer(),
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/totalsites/site-details/:siteId/device-data/:chillingUnitUUID', Component: DeviceDataRoute },
      { path: '/monitoring/totalsites/site-details/:siteId/device-data/:chillingUnitUUID', Component: DeviceDataRoute },
      { path: '/404', element: <p>not found page</p> },
    ],
    path,
  );
}

/** Every device data request, in order. */
const dataRequests = (s: ReturnType<typeof server>) => s.all.filter((r) => r.path.startsWith(DEVICE_DATA));
const lastData = (s: ReturnType<typeof server>) => dataRequests(s).at(-1)!;
const input = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

/** Empties a date or time picker as a user would: every section selected, then erased. */
async function clearPicker(user: ReturnType<typeof userEvent.setup>, label: RegExp) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getAllByRole('spinbutton')[0]);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
}

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['LIVE_TILE'] }));
afterEach(() => vi.unstubAllGlobals());

describe('the device data form', { timeout: 60_000 }, () => {
  it('opens from the menu with nothing chosen, and Submit asks for a site and a chilling unit', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt(MENU_ENTRY);
    expect(await screen.findByText('Choose a site, a chilling unit and a period, then Submit.')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs).queryByText('Site Details')).not.toBeInTheDocument();
    expect(within(crumbs).getByText('Device Data')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a Site')).toBeInTheDocument();
    expect(screen.getByText('Please select Chilling Unit')).toBeInTheDocument();
    expect(dataRequests(s)).toHaveLength(0);
    expect(router.state.location.pathname).toBe(MENU_ENTRY);
    expect(s.requests('GET', SITES_PATH)[0].query).toEqual({ page: '0', size: '5000' });
  });

  it('asks for each date and time once emptied', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/totalsites/site-details/S-001/device-data/unit-a');
    await screen.findByRole('tablist', { name: 'Devices' });
    const before = dataRequests(s).length;
    for (const label of [/^Start Date/, /^Start Time/, /^End Date/, /^End Time/]) await clearPicker(user, label);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const m of ['Start Date is needed', 'Start Time is needed', 'End Date is needed', 'End Time is needed']) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(screen.queryByText('Please select a Site')).not.toBeInTheDocument();
    expect(dataRequests(s)).toHaveLength(before);
  });

  it('refuses dates after today', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/totalsites/site-details/S-001/device-data/unit-a?start=2099-01-01T00:00&end=2099-01-02T00:00');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    // Today on the site's clock (Kolkata, UTC+05:30).
    const k = new Date(Date.now() + 5.5 * 3600_000);
    const today = format(new Date(k.getUTCFullYear(), k.getUTCMonth(), k.getUTCDate()), 'dd MMM  yyyy');
    expect(
      await screen.findAllByText((_, el) => el?.textContent === `The date must be on or before ${today}` && el.children.length === 0),
    ).toHaveLength(2);
  });

  it('says the same in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const user = userEvent.setup();
      server();
      renderAt(MENU_ENTRY);
      await screen.findByRole('button', { name: 'Valider' });
      for (const label of [/^Date de début/, /^Heure de début/, /^Date de fin/, /^Heure de fin/]) await clearPicker(user, label);
      await user.click(screen.getByRole('button', { name: 'Valider' }));
      expect(await screen.findByText('Veuillez sélectionner un site')).toBeInTheDocument();
      expect(screen.getByText('Veuillez sélectionner une unité de refroidissement')).toBeInTheDocument();
      for (const m of [
        'La date de début est requise',
        "L'heure de début est requise",
        'La date de fin est requise',
        "L'heure de fin est requise",
      ]) {
        expect(screen.getByText(m)).toBeInTheDocument();
      }
      const crumbs = screen.getByRole('navigation', { name: /Fil d'Ariane|Breadcrumbs/ });
      expect(within(crumbs).getByText('Tableau de bord')).toBeInTheDocument();
      expect(within(crumbs).getByText('Données des appareils')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('starts at the start of yesterday and ends now; the date pickers stop at today', async () => {
    server();
    const now = new Date();
    const { container } = renderAt(MENU_ENTRY);
    await screen.findByRole('button', { name: 'Submit' });
    const yesterday = subDays(now, 1);
    expect(input(container, 'startDate')).toHaveValue(format(yesterday, 'dd MMM  yyyy'));
    expect(input(container, 'startTime')).toHaveValue('00:00');
    expect(input(container, 'endDate')).toHaveValue(format(now, 'dd MMM  yyyy'));
    expect(input(container, 'endTime').value).toMatch(/^\d\d:\d\d$/);
    const [hh, mm] = input(container, 'endTime').value.split(':').map(Number);
    expect(Math.abs(hh * 60 + mm - (now.getHours() * 60 + now.getMinutes())) % (24 * 60)).toBeLessThanOrEqual(1);
  });

  it("defaults to the start of yesterday until now on the site's clock once the site is known", async () => {
    const s = server();
    const { container } = renderAt('/totalsites/site-details/S-001/device-data/unit-a');
    await screen.findByRole('tablist', { name: 'Devices' });
    // Kolkata is UTC+05:30 all year: its wall clock read from the UTC fields of a shifted instant.
    const kolkata = new Date(Date.now() + 5.5 * 3600_000);
    const day = (d: Date) =>
      `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
    const yesterday = new Date(kolkata.getTime() - 24 * 3600_000);
    await waitFor(() => expect(dataRequests(s)).not.toHaveLength(0));
    const q = lastData(s).query;
    expect(q.startTime).toBe(`${day(yesterday)}T00:00:00`);
    expect(q.endTime).toMatch(new RegExp(`^${day(kolkata)}T\\d\\d:\\d\\d:59\\.999$`));
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
    const siteMinutes = kolkata.getUTCHours() * 60 + kolkata.getUTCMinutes();
    expect(Math.abs(minutes(q.endTime.slice(11, 16)) - siteMinutes)).toBeLessThanOrEqual(1);
    expect(input(container, 'endTime')).toHaveValue(q.endTime.slice(11, 16));
    expect(input(container, 'startTime')).toHaveValue('00:00');
  });

  it('chooses a site and a unit, writes the choice to the URL and shows the unit’s devices', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt(MENU_ENTRY);
    await user.click(await screen.findByRole('combobox', { name: /^Site/ }));
    await user.click(await screen.findByRole('option', { name: 'Gokul Centre 1 (S-001)' }));
    await user.click(screen.getByRole('combobox', { name: /^Chilling Unit/ }));
    await user.click(await screen.findByRole('option', { name: 'BMC — Cooler A (CB-01)' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/monitoring/totalsites/site-details/S-001/device-data/unit-a'));
    // The untouched period moved to the chosen site's clock (Kolkata, UTC+05:30).
    const k = new Date(Date.now() + 5.5 * 3600_000);
    const siteNow = new Date(k.getUTCFullYear(), k.getUTCMonth(), k.getUTCDate(), k.getUTCHours(), k.getUTCMinutes());
    const q = search(router);
    expect(q.start).toBe(format(startOfDay(subDays(siteNow, 1)), "yyyy-MM-dd'T'HH:mm"));
    expect(q.end).toMatch(new RegExp(`^${format(siteNow, 'yyyy-MM-dd')}T\\d\\d:\\d\\d$`));
    expect(Math.abs(parse(q.end, "yyyy-MM-dd'T'HH:mm", new Date()).getTime() - siteNow.getTime())).toBeLessThanOrEqual(60_000);
    expect(q).toMatchObject({ page: '0', size: '10' });
    const tabs = await screen.findByRole('tablist', { name: 'Devices' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['indsens', 'tempsens', 'volsens', 'feedsens', 'powsens']);
    await waitFor(() => expect(dataRequests(s)).not.toHaveLength(0));
    expect(lastData(s).path).toBe(`${DEVICE_DATA}indsensABC`);
    expect(lastData(s).query).toEqual({
      deviceId: 'IS-1',
      startTime: `${q.start}:00`,
      endTime: `${q.end}:59.999`,
      page: '0',
      size: '10',
      orderByDSC: 'processTime',
    });
  });

  it('keeps a period the user set when a site is chosen afterwards', async () => {
    const user = userEvent.setup();
    server();
    const { router } = renderAt(MENU_ENTRY);
    await screen.findByRole('button', { name: 'Submit' });
    const group = screen.getByRole('group', { name: /^Start Time/ });
    await user.click(within(group).getAllByRole('spinbutton')[0]);
    await user.keyboard('06');
    await user.click(screen.getByRole('combobox', { name: /^Site/ }));
    await user.click(await screen.findByRole('option', { name: 'Gokul Centre 1 (S-001)' }));
    await user.click(screen.getByRole('combobox', { name: /^Chilling Unit/ }));
    await user.click(await screen.findByRole('option', { name: 'BMC — Cooler A (CB-01)' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toContain('/device-data/unit-a'));
    expect(search(router).start).toBe(format(startOfDay(subDays(new Date(), 1)), "yyyy-MM-dd'T'06:mm"));
  });

  it('takes the site, the unit and the period from the route, and refuses an end before the start', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/totalsites/site-details/S-001/device-data/unit-a?start=2026-11-20T06:00&end=2026-11-19T18:30');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Site/ })).toHaveValue('Gokul Centre 1 (S-001)'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Chilling Unit/ })).toHaveTextContent('BMC — Cooler A (CB-01)'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Site Details' })).toHaveAttribute('href', '/totalsites/site-details/S-001');
    expect(screen.getByText("Dates and times are the site's local time (Asia/Kolkata).")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The end cannot be before the start')).toBeInTheDocument();
    expect(dataRequests(s)).toHaveLength(0);
  });

  it('asks for the period of the URL, in the site’s time without zone, the end minute included', async () => {
    const s = server();
    renderAt('/totalsites/site-details/s-001/device-data/unit-a?start=2026-11-20T06:00&end=2026-11-20T18:30&device=VS-1');
    expect(await screen.findByText('1524 L')).toBeInTheDocument();
    expect(lastData(s).path).toBe(`${DEVICE_DATA}volsens`);
    expect(lastData(s).query).toMatchObject({ deviceId: 'VS-1', startTime: '2026-11-20T06:00:00', endTime: '2026-11-20T18:30:59.999' });
  });
});

describe('the device tabs and tables', { timeout: 60_000 }, () => {
  const route = (unit: string, more = '') =>
    `/totalsites/site-details/S-001/device-data/${unit}?start=2026-11-20T00:00&end=2026-11-20T23:59${more}`;

  it('shows the industrial sensor: device id and serial number, its columns and values', async () => {
    server();
    renderAt(route('unit-a'));
    expect(await screen.findByText('6.8 °C')).toBeInTheDocument();
    expect(screen.getByTestId('device-id')).toHaveTextContent('Device Id: IS-1');
    expect(screen.getByTestId('serial-number')).toHaveTextContent('Serial Number: IS-1');
    for (const h of ['Time', 'Milk Temperature', 'Battery Temperature', 'Compressor', 'Compressor Current']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    const row = screen.getByText('6.8 °C').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('20 Nov 2026 - 06:15:00')).toBeInTheDocument();
    expect(within(row).getByText('7.9 A')).toBeInTheDocument();
    expect(within(row).getAllByText('ON')).not.toHaveLength(0);
  });

  it('labels the temperature probes and feedbacks from l0Config, and shows volumes, power phases and weights', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt(route('unit-a'));
    await screen.findByText('6.8 °C');

    await user.click(screen.getByRole('tab', { name: 'tempsens' }));
    expect(await screen.findByRole('columnheader', { name: 'Temperature #1 (Milk temperature)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Temperature #2 (Temperature 2)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Temperature #3' })).toBeInTheDocument();
    expect(await screen.findByText('9.1 °C')).toBeInTheDocument();
    expect(search(router)).toMatchObject({ device: 'TS-1', page: '0' });

    await user.click(screen.getByRole('tab', { name: 'volsens' }));
    expect(await screen.findByText('1523 L')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Volume' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'feedsens' }));
    expect(await screen.findByRole('columnheader', { name: 'Feedback #1 (Grid)' })).toBeInTheDocument();
    const feedRow = (await screen.findAllByRole('row')).find((r) => r.getAttribute('data-id') !== null)!;
    expect(within(feedRow).getAllByText('ON')).toHaveLength(2);
    expect(within(feedRow).getAllByText('OFF')).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'powsens' }));
    expect(await screen.findByText('231 V / 229 V / 230 V')).toBeInTheDocument();
    expect(screen.getByText('R / Y / B')).toBeInTheDocument();
    expect(screen.getByText('5321.4 kWh')).toBeInTheDocument();
    expect(lastData(s).query.deviceId).toBe('PS-1');
    expect(lastData(s).path).toBe(`${DEVICE_DATA}powsens`);

    // No request ever named an event for a sensor.
    expect(dataRequests(s).every((r) => !('eventName' in r.query) && !('include' in r.query))).toBe(true);
  });

  it('shows a weigh sensor in another site', async () => {
    server();
    renderAt('/totalsites/site-details/S-002/device-data/unit-c?start=2026-11-20T00:00&end=2026-11-20T23:59');
    expect(await screen.findByText('1030 kg')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'weighsens' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when a unit has no device', async () => {
    server();
    renderAt('/totalsites/site-details/S-002/device-data/unit-d?start=2026-11-20T00:00&end=2026-11-20T23:59');
    expect(await screen.findByText('This chilling unit has no device.')).toBeInTheDocument();
  });

  it('CONTRAK_V1: Volume, Temperature, Event and Received Data ask for their events', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt(route('unit-b'));
    expect(await screen.findByRole('tab', { name: 'CONTRAK_V1' })).toHaveAttribute('aria-selected', 'true');
    const sub = screen.getByRole('tablist', { name: 'Controller data' });
    expect(
      within(sub)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Volume Data', 'Temperature Data', 'Event Data', 'Received Data']);
    expect(await screen.findByText('1250')).toBeInTheDocument();
    const base = {
      deviceId: 'CK-1',
      page: '0',
      size: '10',
      orderByDSC: 'processTime',
      startTime: '2026-11-20T00:00:00',
      endTime: '2026-11-20T23:59:59.999',
    };
    expect(lastData(s).path).toBe(`${DEVICE_DATA}CONTRAK_V1`);
    expect(lastData(s).query).toEqual({ ...base, eventName: 'VOLUME', include: 'false' });
    expect(screen.getByRole('columnheader', { name: 'Volume' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Event' })).not.toBeInTheDocument();

    await user.click(within(sub).getByRole('tab', { name: 'Temperature Data' }));
    expect(await screen.findByText('7.9')).toBeInTheDocument();
    expect(lastData(s).query).toEqual({ ...base, eventName: 'TEMP', include: 'false' });
    expect(search(router)).toMatchObject({ event: 'TEMP', page: '0' });

    await user.click(within(sub).getByRole('tab', { name: 'Event Data' }));
    expect(await screen.findByText('Grid power (GRID)')).toBeInTheDocument();
    expect(lastData(s).query).toEqual({ ...base, eventName: 'events' });
    expect(screen.getByRole('columnheader', { name: 'Event' })).toBeInTheDocument();
    const grid = screen.getByText('Grid power (GRID)').closest('[role="row"]') as HTMLElement;
    expect(within(grid).getByText('ON')).toBeInTheDocument();
    expect(within(grid).getByText('ON/OFF')).toBeInTheDocument();

    await user.click(within(sub).getByRole('tab', { name: 'Received Data' }));
    expect(await screen.findByText('Milk temperature (TEMP)')).toBeInTheDocument();
    expect(lastData(s).query).toEqual(base);
    expect(screen.getAllByRole('row').filter((r) => r.getAttribute('data-id') !== null)).toHaveLength(5);
  });

  it("says 'No Data Found' when the window holds nothing", async () => {
    server((req) => ({
      ...answerDeviceData(req),
      content: [{ ...answerDeviceData(req).content[0], attributeList: [] }],
      pageInfo: { totalPages: 0, hasNextPage: false, totalElements: 0, page: 0, size: 10 },
    }));
    renderAt(route('unit-a'));
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('pages with page and size in the URL', async () => {
    const user = userEvent.setup();
    const s = server((req) => answerDeviceData(req, 25));
    const { router } = renderAt(route('unit-a', '&device=VS-1'));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastData(s).query).toMatchObject({ page: '1', size: '10' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(search(router)).toMatchObject({ page: '1', size: '10', device: 'VS-1' });

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const sizes = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes).toEqual(['10', '20', '30', '40', '50', '100']);
    await user.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(lastData(s).query).toMatchObject({ page: '0', size: '20' }));
    expect(search(router)).toMatchObject({ page: '0', size: '20' });

    // Another tab starts again at the first page.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(search(router)).toMatchObject({ page: '1' }));
    await user.click(screen.getByRole('tab', { name: 'indsens' }));
    await waitFor(() => expect(lastData(s).query).toMatchObject({ deviceId: 'IS-1', page: '0', size: '20' }));
  });

  it('exports every record of the window as .xlsx through the server: the rows nested in the answer, the site zone, typed columns', async () => {
    const user = userEvent.setup();
    const s = server();
    const downloads = captureDownloads();
    try {
      renderAt(route('unit-a', '&device=VS-1'));
      await screen.findByText('1524 L');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(downloads.names).toEqual(['deviceData_VS-1_2026-11-20_2026-11-20.xlsx']));
      const req = s.requests('GET', '/authgateway/export/xlsx')[0];
      expect(req.query).toMatchObject({
        path: `${DEVICE_DATA}volsens`,
        rows: 'content.0.attributeList',
        zone: 'Asia/Kolkata',
        fileName: 'deviceData_VS-1_2026-11-20_2026-11-20',
      });
      expect(req.query.paging).toBeUndefined();
      const q = Object.fromEntries(new URLSearchParams(req.query.query));
      expect(q).toMatchObject({ deviceId: 'VS-1', orderByDSC: 'processTime' });
      expect(q.page).toBeUndefined();
      expect(q.size).toBeUndefined();
      expect(exportColumns(req)).toEqual(['processTime:Time:datetime', 'volume:Volume:number']);
    } finally {
      downloads.restore();
    }
  });

  it('exports an industrial sensor: measures as numbers, statuses by name, run durations as durations', async () => {
    const user = userEvent.setup();
    const s = server();
    const downloads = captureDownloads();
    try {
      renderAt(route('unit-a'));
      expect(await screen.findByText('6.8 °C')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(downloads.names).toHaveLength(1));
      const cols = exportColumns(s.requests('GET', '/authgateway/export/xlsx')[0]);
      expect(cols).toEqual(
        expect.arrayContaining([
          'milkTemperature:Milk Temperature:number',
          'compressorStatus:Compressor:onOff',
          'compressorCurrent:Compressor Current (A):number',
          'compressorRunDuration:Compressor Run Duration:duration',
        ]),
      );
      expect(cols).toHaveLength(20);
    } finally {
      downloads.restore();
    }
  });
});
