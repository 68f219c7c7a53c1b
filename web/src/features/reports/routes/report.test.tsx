import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { REPORT_PAGE_PATHS } from '@/app/route-privileges';
import ReportRoute from '@/features/reports/routes/report';
import {
  CHILLING,
  CIP,
  DATA,
  EMPTY,
  EXPORT,
  FUEL,
  LIFTING,
  LIST_EN,
  LIST_FR,
  LIST_PATH,
  SITES,
  SITES_PATH,
  workbook,
} from '@/features/reports/test-fixtures';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

// The machine is shared: give slow renders time.
configure({ asyncUtilTimeout: 8000 });

const CHILLING_PAGE = '/configuration/Chilling Session Report';
const FUEL_PAGE = '/configuration/Fuel Consumption Report';
const LIFTING_PAGE = '/configuration/Milk Lifting Report';
const CIP_PAGE = '/configurations/CIP Report';

/** The routes' list and sites, each report's rows, and a workbook for each download. */
function server(over: Record<string, StubAnswer> = {}) {
  return stubFetch({
    [`GET ${LIST_PATH}`]: (req: { query: Record<string, string> }) => (req.query.locale === 'fr' ? LIST_FR : LIST_EN),
    [`GET ${SITES_PATH}`]: SITES,
    [`POST ${DATA.chilling}`]: CHILLING,
    [`POST ${DATA.fuel}`]: FUEL,
    [`POST ${DATA.lifting}`]: LIFTING,
    [`POST ${DATA.cip}`]: CIP,
    [`POST ${EXPORT.chilling}`]: workbook(),
    [`POST ${EXPORT.fuel}`]: workbook(),
    [`POST ${EXPORT.lifting}`]: workbook(),
    [`POST ${EXPORT.cip}`]: workbook(),
    ...over,
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      ...REPORT_PAGE_PATHS.map((p) => ({ path: p, Component: ReportRoute })),
      { path: '/reports', element: <p>reports page</p> },
      { path: '/404', element: <p>not found page</p> },
    ],
    path,
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens a multi-select by its label and clicks the options, then closes it. */
async function pick(user: User, label: RegExp, ...options: string[]) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox');
  for (const o of options) await user.click(within(list).getByRole('option', { name: o }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The options a multi-select offers, in order. */
async function optionsOf(user: User, label: RegExp): Promise<string[]> {
  await user.click(await screen.findByRole('combobox', { name: label }));
  const names = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return names;
}

const input = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** Sets a date picker's day by typing it in its day section. */
async function typeDay(user: User, label: RegExp, day: string) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getAllByRole('spinbutton')[0]);
  await user.keyboard(day);
}

/** The table's body rows, as the text of their cells. */
function tableRows(): string[][] {
  return screen
    .getAllByRole('row')
    .filter((r) => r.getAttribute('data-id') !== null)
    .map((r) =>
      within(r)
        .getAllByRole('gridcell')
        .map((c) => c.textContent ?? ''),
    );
}

/** Chooses Gokul Centre 1 and all its units, then submits. */
async function runGokul(user: User) {
  await pick(user, /^Sites/, 'Gokul Centre 1 (S-001)');
  await pick(user, /^Chilling Units/, 'Select All');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

/** Saves made through a download link: their names and blobs. */
function captureSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (b: Blob | MediaSource) => {
    blobs.push(b as Blob);
    return `blob:${blobs.length - 1}`;
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split(':').pop())] });
  });
  return {
    saved,
    restore() {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}

beforeEach(() => {
  // Tuesday 24 Nov 2026, 10:00 on the test's clock (UTC): 15:30 in Kolkata, the same day.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10, 0, 0));
  signInAs({ organizationName: 'Gokul', uiPrivileges: ['REPORTS', 'VIEW_REPORTS'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a report page', { timeout: 60_000 }, () => {
  it('has its breadcrumbs, yesterday to today by default, and nothing asked before Submit', async () => {
    const s = server();
    const { container } = renderAt(CHILLING_PAGE);
    expect(await screen.findByRole('heading', { name: 'Chilling Session Report' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(within(crumbs).getByText('Chilling Session Report')).toHaveAttribute('aria-current', 'page');
    expect(input(container, 'fromDate')).toHaveValue('23 Nov  2026');
    expect(input(container, 'toDate')).toHaveValue('24 Nov  2026');
    expect(screen.getByText('Choose sites, chilling units and a period, then Submit.')).toBeInTheDocument();
    expect(s.requests('GET', SITES_PATH)[0].query).toEqual({ page: '0', size: '5000' });
    expect(s.requests('POST', DATA.chilling)).toHaveLength(0);
  });

  it('offers no day after today', async () => {
    const user = userEvent.setup();
    server();
    renderAt(CHILLING_PAGE);
    await screen.findByRole('heading', { name: 'Chilling Session Report' });
    await user.click(screen.getAllByRole('button', { name: /Choose date/ })[1]);
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('gridcell', { name: '24' })).toBeEnabled();
    expect(within(grid).getByRole('gridcell', { name: '25' })).toBeDisabled();
  });

  it('lists the sites by name with Select All, and the units of the chosen sites once each', async () => {
    const user = userEvent.setup();
    server();
    renderAt(CHILLING_PAGE);
    expect(await optionsOf(user, /^Sites/)).toEqual([
      'Select All',
      'Amul Dairy (S-003)',
      'Gokul Centre 1 (S-001)',
      'Warana Centre (S-002)',
    ]);
    expect(screen.getByRole('combobox', { name: /^Chilling Units/ })).toHaveAttribute('aria-disabled', 'true');

    await pick(user, /^Sites/, 'Gokul Centre 1 (S-001)', 'Amul Dairy (S-003)');
    // Cooler A belongs to both: it is offered once.
    expect(await optionsOf(user, /^Chilling Units/)).toEqual([
      'Select All',
      'BMC — Cooler D (CB-04)',
      'BMC — Cooler A (CB-01)',
      'BMC — Cooler B (CB-02)',
    ]);

    await pick(user, /^Chilling Units/, 'Select All');
    expect(screen.getByRole('combobox', { name: /^Chilling Units/ })).toHaveTextContent(
      'BMC — Cooler D (CB-04), BMC — Cooler A (CB-01), BMC — Cooler B (CB-02)',
    );
    // Select All again clears them.
    await pick(user, /^Chilling Units/, 'Select All');
    expect(screen.getByRole('combobox', { name: /^Chilling Units/ })).not.toHaveTextContent('Cooler');

    // Select All sites, then a site left out takes its units out of the choice.
    await pick(user, /^Sites/, 'Select All');
    expect(screen.getByRole('combobox', { name: /^Sites/ })).toHaveTextContent(
      'Amul Dairy (S-003), Gokul Centre 1 (S-001), Warana Centre (S-002)',
    );
    await pick(user, /^Chilling Units/, 'Select All');
    expect(screen.getByRole('combobox', { name: /^Chilling Units/ })).toHaveTextContent('Cooler C');
    await pick(user, /^Sites/, 'Warana Centre (S-002)');
    expect(screen.getByRole('combobox', { name: /^Chilling Units/ })).not.toHaveTextContent('Cooler C');
    expect(screen.getByRole('combobox', { name: /^Chilling Units/ })).toHaveTextContent('Cooler A');
  });

  it('chooses the site of the route', async () => {
    server();
    renderAt(`${CHILLING_PAGE}/s-001`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Sites/ })).toHaveTextContent('Gokul Centre 1 (S-001)'));
    expect(screen.getByRole('combobox', { name: /^Chilling Units/ })).not.toHaveAttribute('aria-disabled');
  });

  it("says 'All fields are required!' when something is missing", async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt(CHILLING_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('All fields are required!')).toBeInTheDocument();
    await pick(user, /^Sites/, 'Gokul Centre 1 (S-001)');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('All fields are required!')).toBeInTheDocument();
    expect(s.requests('POST', DATA.chilling)).toHaveLength(0);
  });

  it('takes back a start moved after the end, and an end moved before the start', async () => {
    const user = userEvent.setup();
    server();
    const { container } = renderAt(CHILLING_PAGE);
    await screen.findByRole('heading', { name: 'Chilling Session Report' });

    await typeDay(user, /^From Date/, '25');
    const dialog = await screen.findByRole('dialog', { name: 'Invalid Date' });
    expect(within(dialog).getByText('The start date cannot be after the end date.')).toBeInTheDocument();
    await waitFor(() => expect(input(container, 'fromDate')).toHaveValue('23 Nov  2026'));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await typeDay(user, /^To Date/, '20');
    const again = await screen.findByRole('dialog', { name: 'Invalid Date' });
    expect(within(again).getByText('The end date cannot be before the start date.')).toBeInTheDocument();
    await waitFor(() => expect(input(container, 'toDate')).toHaveValue('24 Nov  2026'));
    await user.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A change in order stays.
    await typeDay(user, /^From Date/, '10');
    await waitFor(() => expect(input(container, 'fromDate')).toHaveValue('10 Nov  2026'));
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the chosen units and shows the rows ascending by date, on the site’s clock', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt(CHILLING_PAGE);
    await runGokul(user);
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(s.requests('POST', DATA.chilling)[0].body).toEqual({
      orgName: 'Gokul',
      uuids: 'unit-a,unit-b',
      fromDate: '2026-11-23',
      toDate: '2026-11-24',
      page: '0',
      pageSize: '5000',
    });
    expect(s.requests('POST', DATA.chilling)[0].query).toEqual({});
    // The list's headers; the times name their zone.
    for (const h of ['Date', 'BMC ID', 'Shift', 'Chilling Start Time', 'Chilling End Time', 'DG Duration']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.getByTestId('report-zones')).toHaveTextContent("Times are the site's local time (Asia/Kolkata).");
    const [first, second] = tableRows();
    expect(first.slice(0, 9)).toEqual([
      '23 Nov 2026',
      'CB-01',
      '1000',
      'Gokul Centre 1',
      'Evening',
      '23 Nov 2026 - 23:50:00',
      '29.25',
      '380',
      '24 Nov 2026 - 01:15:00',
    ]);
    expect(first.slice(11)).toEqual(['01:25:00', '01:25:00', '00:00:00']);
    expect(second.slice(0, 6)).toEqual(['24 Nov 2026', 'CB-01', '1000', 'Gokul Centre 1', 'Morning', '24 Nov 2026 - 06:10:00']);
    expect(second[10]).toBe('610.5');
  });

  it("says 'No Data Found' for no row, and that the report failed when it did", async () => {
    const user = userEvent.setup();
    let fail = false;
    server({ [`POST ${DATA.chilling}`]: () => (fail ? jsonResponse({ status: 500, code: 'internal', message: 'boom' }, 500) : EMPTY) });
    renderAt(CHILLING_PAGE);
    await runGokul(user);
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('An error occurred while fetching the report.')).toBeInTheDocument();
    expect(screen.queryByText('No Data Found')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('gives each row its zone when the sites are in several', async () => {
    const user = userEvent.setup();
    server();
    renderAt(FUEL_PAGE);
    await pick(user, /^Sites/, 'Select All');
    await pick(user, /^Chilling Units/, 'Select All');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(screen.getByRole('columnheader', { name: 'Time Zone' })).toBeInTheDocument();
    expect(screen.getByTestId('report-zones')).toHaveTextContent("Times are each site's local time (Africa/Abidjan, Asia/Kolkata).");
    const rows = tableRows();
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ['23 Nov 2026', 'CB-03', '2000', 'Warana Centre', 'Africa/Abidjan'],
      ['23 Nov 2026', 'CB-01', '1000', 'Gokul Centre 1', 'Asia/Kolkata'],
    ]);
    // Durations as they come, past 24 hours too.
    expect(rows[1]).toContain('25:10:00');
  });

  it('flags the undercooled liftings in the table, whose export is the server workbook', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt(LIFTING_PAGE);
    await runGokul(user);
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(screen.getByRole('columnheader', { name: 'Undercooled' })).toBeInTheDocument();
    // The flag comes first, where it shows at once.
    const [full, partial] = tableRows();
    expect(full[0]).toBe('');
    expect(full.at(-1)).toBe('Full');
    expect(partial[0]).toBe('Undercooled');
    expect(partial.at(-1)).toBe('Partial');
    expect(screen.getAllByTestId('undercooled-flag')).toHaveLength(1);
    expect(screen.getByTestId('undercooled-count')).toHaveTextContent('1 lifting of undercooled milk');

    const saves = captureSaves();
    try {
      await user.click(screen.getByRole('button', { name: 'Export table' }));
      // The table's export is the server's workbook of the same query (the one XLSX path), under the table's name.
      await waitFor(() => expect(saves.saved.map((x) => x.name)).toEqual(['Milk Lifting Report.xlsx']));
      expect(s.requests('POST', EXPORT.lifting)).toHaveLength(1);
      expect(s.requests('POST', EXPORT.lifting)[0].body).toMatchObject({ uuids: 'unit-a,unit-b', page: '0', pageSize: '5000' });
    } finally {
      saves.restore();
    }
  });

  it('asks the CIP report with its keys in the query string', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt(`${CIP_PAGE}/S-001`);
    expect(await screen.findByRole('heading', { name: 'CIP Report' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Sites/ })).toHaveTextContent('Gokul Centre 1 (S-001)'));
    await pick(user, /^Chilling Units/, 'BMC — Cooler A (CB-01)');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    const req = s.requests('POST', DATA.cip)[0];
    expect(req.query).toEqual({
      orgName: 'Gokul',
      uuids: 'unit-a',
      fromDate: '2026-11-23',
      toDate: '2026-11-24',
      page: '0',
      pageSize: '5000',
    });
    expect(req.body).toBeUndefined();
    expect(screen.getByRole('columnheader', { name: 'CIP TEMP(C)' })).toBeInTheDocument();
    expect(tableRows()[0]).toEqual([
      '24 Nov 2026',
      'CB-01',
      '1000',
      'Gokul Centre 1',
      '24 Nov 2026 - 10:00:00',
      '24 Nov 2026 - 10:25:00',
      '00:25:00',
      '65.5',
      '120',
      'Hot',
    ]);
  });
});

describe('the Download button', { timeout: 60_000 }, () => {
  it("says 'Report is not Available' while the table has no row", async () => {
    const user = userEvent.setup();
    const s = server({ [`POST ${DATA.chilling}`]: EMPTY });
    renderAt(CHILLING_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Report is not Available')).toBeInTheDocument();
    await runGokul(user);
    await screen.findByText('No Data Found');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Report is not Available')).toBeInTheDocument();
    expect(s.requests('POST', EXPORT.chilling)).toHaveLength(0);
  });

  it.each([
    ['chilling', CHILLING_PAGE, 'Chilling_Session_Report.xlsx'],
    ['fuel', FUEL_PAGE, 'Fuel_Consumption_Report.xlsx'],
    ['lifting', LIFTING_PAGE, 'Milk_Lifting_Report.xlsx'],
    ['cip', CIP_PAGE, 'CIP_Report.xlsx'],
  ] as const)('saves the %s workbook of the rows shown', async (key, page, file) => {
    const user = userEvent.setup();
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const s = server({
      [`POST ${EXPORT[key]}`]: async () => {
        await gate;
        return workbook();
      },
    });
    const saves = captureSaves();
    try {
      renderAt(page);
      await runGokul(user);
      await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
      await user.click(screen.getByRole('button', { name: 'Download' }));
      // Busy: a spinner and no second click.
      const busy = await screen.findByRole('button', { name: /Downloading/ });
      expect(busy).toBeDisabled();
      release();
      expect(await screen.findByText('Report downloaded successfully!')).toBeInTheDocument();
      expect(saves.saved.map((x) => x.name)).toEqual([file]);
      expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
      expect(s.requests('POST', EXPORT[key])[0].body).toEqual({
        orgName: 'Gokul',
        uuids: 'unit-a,unit-b',
        fromDate: '2026-11-23',
        toDate: '2026-11-24',
        page: '0',
        pageSize: '5000',
      });
    } finally {
      saves.restore();
    }
  });

  it("says 'No data to download!' for an empty answer and 'Failed to download report!' for a failure", async () => {
    const user = userEvent.setup();
    let answer: Response = new Response(null, { status: 204 });
    server({ [`POST ${EXPORT.chilling}`]: () => answer });
    const saves = captureSaves();
    try {
      renderAt(CHILLING_PAGE);
      await runGokul(user);
      await waitFor(() => expect(tableRows()).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'Download' }));
      expect(await screen.findByText('No data to download!')).toBeInTheDocument();
      answer = jsonResponse({ status: 500, code: 'internal', message: 'boom' }, 500);
      await user.click(screen.getByRole('button', { name: 'Download' }));
      expect(await screen.findByText('Failed to download report!')).toBeInTheDocument();
      expect(saves.saved).toEqual([]);
    } finally {
      saves.restore();
    }
  });
});

describe('a report page in French', { timeout: 60_000 }, () => {
  it('speaks French, the list’s headers and the dialog too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const user = userEvent.setup();
      const s = server();
      renderAt(LIFTING_PAGE);
      expect(await screen.findByRole('heading', { name: "Rapport d'enlèvement du lait" })).toBeInTheDocument();
      expect(s.requests('GET', LIST_PATH)[0].query).toEqual({ locale: 'fr' });
      await user.click(screen.getByRole('button', { name: 'Valider' }));
      expect(await screen.findByText('Tous les champs sont obligatoires !')).toBeInTheDocument();
      await typeDay(user, /^Date de fin/, '20');
      const dialog = await screen.findByRole('dialog', { name: 'Date invalide' });
      expect(within(dialog).getByText('La date de fin ne peut pas être antérieure à la date de début.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await runFr(user);
      await waitFor(() => expect(tableRows()).toHaveLength(2));
      expect([tableRows()[1][0], tableRows()[1].at(-1)]).toEqual(['Sous-refroidi', 'Partiel']);
      expect(tableRows()[0][5]).toBe('23 nov. 2026 - 09:00:00');
      const saves = captureSaves();
      try {
        await user.click(screen.getByRole('button', { name: 'Télécharger' }));
        expect(await screen.findByText('Rapport téléchargé avec succès !')).toBeInTheDocument();
      } finally {
        saves.restore();
      }
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  async function runFr(user: User) {
    await pick(user, /^Sites/, 'Gokul Centre 1 (S-001)');
    await pick(user, /^Unités de refroidissement/, 'Tout sélectionner');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
  }
});
