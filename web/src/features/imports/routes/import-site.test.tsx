import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ImportSiteRoute from '@/features/imports/routes/import-site';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { installTokenSource } from '@/lib/auth';
import { deferred, stubXhr, type XhrAnswer } from '@/features/imports/test-xhr';
import i18n from '@/lib/i18n';

const P = '/authgateway/provisioningService';
const IMPORT = `${P}/sites/import`;
const SAMPLE = `${P}/sites/import/sample`;

const REPORT = { status: 'SUCCESS', dryRun: true, rows: 4, sites: 2, units: 4, devices: 9, deviceCredentials: [] };
const IMPORTED = {
  ...REPORT,
  dryRun: false,
  deviceCredentials: [
    { serialNumber: 'GW-0001', token: 'tok-gateway' },
    { serialNumber: 'IS-0001', token: 'tok-sensor' },
  ],
};
const REFUSAL = {
  status: 400,
  code: 'import.invalid',
  message: "row 3, siteName: Differs from the site's first line; leave it blank or repeat it; row 2, ownerContactNum: Must be 10 Digits",
  errors: [
    { row: 5, field: 'l1Devices', code: 'import.l1Devices.format', message: 'Write devices as SERIAL:type separated by ;' },
    { row: 2, field: 'ownerContactNum', code: 'site.ownerContactNum.digits', message: 'Must be 10 Digits' },
    { row: 3, field: 'siteName', code: 'import.site.differs', message: "Differs from the site's first line; leave it blank or repeat it" },
  ],
};

const csv = (name = 'sites.csv', text = 'siteId,siteName\nMH-1,Kothrud\n') => new File([text], name, { type: 'text/csv' });

/** Saved downloads: the blob given to URL.createObjectURL and the name the link was clicked with. */
let saved: { blob: Blob; name: string }[] = [];

beforeEach(() => {
  saved = [];
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((b: Blob) => {
    last = b;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: last!, name: this.download });
  });
  signInAs({ uiPrivileges: ['SITE_CONFIGURATION'] });
  // As the app does at start-up: api-client sends the session's tokens.
  installTokenSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  return renderRoutes(
    [
      { path: '/configuration/import-site', Component: ImportSiteRoute },
      { path: '/configuration/totalsite', element: <p>site list page</p> },
    ],
    '/configuration/import-site',
  );
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>, file: File, label = 'CSV file') {
  await user.upload(await screen.findByLabelText(label), file);
}

describe('the Import Site page', { timeout: 20_000 }, () => {
  it('explains the format and the limits', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import Site' })).toBeInTheDocument();
    expect(screen.getByText(/^One line per chilling unit\. The lines that share a siteId form one site/)).toBeInTheDocument();
    expect(screen.getByText(/Lists inside a cell are separated by ';'/)).toBeInTheDocument();
    expect(screen.getByText(/at most 10 MB and 20,000 lines per file/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it.each([[['SITE_CONFIGURATION']], [['ALL_PRIVILEGE']]])('is open to %j', async (uiPrivileges) => {
    signInAs({ uiPrivileges });
    renderPage();
    expect(await screen.findByLabelText('CSV file')).toBeInTheDocument();
    expect(screen.queryByTestId('import-not-allowed')).not.toBeInTheDocument();
  });

  it('tells a user without SITE_CONFIGURATION that they may not import', async () => {
    signInAs({ uiPrivileges: ['USER_CONFIGURATION', 'CONFIGURATION'] });
    renderPage();
    expect(await screen.findByTestId('import-not-allowed')).toHaveTextContent('You do not have the privilege to import sites');
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download sample configuration' })).not.toBeInTheDocument();
  });

  it('downloads the sample with the session headers and saves it as a file', async () => {
    const user = userEvent.setup();
    const s = stubFetch({ [`GET ${SAMPLE}`]: new Response('siteId,siteName\n', { headers: { 'Content-Type': 'text/csv' } }) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download sample configuration' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(s.requests('GET', SAMPLE)).toHaveLength(1);
    const headers = s.fetch.mock.calls[0][1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer access');
    expect(headers.authToken).toBe('id');
    expect(saved[0].name).toBe('site-import-sample.csv');
    expect(await saved[0].blob.text()).toBe('siteId,siteName\n');
  });

  it('says when the sample cannot be downloaded', async () => {
    const user = userEvent.setup();
    stubFetch({ [`GET ${SAMPLE}`]: new Response('', { status: 403 }) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download sample configuration' }));
    expect(await screen.findByText(/^The sample could not be downloaded/)).toBeInTheDocument();
  });

  it('validates with a dry run: the raw file as text/csv, and a summary saying nothing was written', async () => {
    const user = userEvent.setup();
    const x = stubXhr({ [`POST ${IMPORT}`]: { status: 200, body: REPORT } });
    renderPage();
    const file = csv();
    await chooseFile(user, file);
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('sites.csv (');
    await user.click(screen.getByRole('button', { name: 'Validate' }));

    const summary = await screen.findByTestId('import-summary');
    expect(within(summary).getByText('The file is valid')).toBeInTheDocument();
    expect(within(summary).getByText('Nothing was written yet. Choose Import to apply it.')).toBeInTheDocument();
    expect(within(summary).getByLabelText('Sites')).toHaveTextContent('2');
    expect(within(summary).getByLabelText('Chilling units')).toHaveTextContent('4');
    expect(within(summary).getByLabelText('Devices')).toHaveTextContent('9');
    expect(within(summary).getByLabelText('Lines')).toHaveTextContent('4');

    const [req] = x.requests('POST', IMPORT);
    expect(req.query).toEqual({ dryRun: 'true' });
    expect(req.headers['Content-Type']).toBe('text/csv');
    expect(req.headers.Authorization).toBe('Bearer access');
    expect(req.headers.authToken).toBe('id');
    expect(req.body).toBe(file);
    expect(screen.queryByRole('heading', { name: 'Device credentials' })).not.toBeInTheDocument();
  });

  it('imports without dryRun and shows the device credentials once, downloadable as CSV', async () => {
    const user = userEvent.setup();
    const x = stubXhr({ [`POST ${IMPORT}`]: (r) => ({ status: 200, body: r.query.dryRun ? REPORT : IMPORTED }) });
    renderPage();
    await chooseFile(user, csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const summary = await screen.findByTestId('import-summary');
    expect(within(summary).getByText('Sites imported')).toBeInTheDocument();
    expect(x.requests('POST', IMPORT)[0].query).toEqual({});

    const panel = screen.getByRole('region', { name: 'Device credentials' });
    expect(within(panel).getByText(/will not be shown again/)).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: 'New device credentials' });
    expect(within(table).getByText('GW-0001')).toBeInTheDocument();
    expect(within(table).getByText('tok-sensor')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Download credentials (CSV)' }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^device-credentials-\d{8}-\d{6}\.csv$/);
    expect(await saved[0].blob.text()).toBe('serialNumber,token\r\nGW-0001,tok-gateway\r\nIS-0001,tok-sensor\r\n');
    expect(within(panel).getByRole('status')).toHaveTextContent(`Downloaded as ${saved[0].name}`);

    // A later run does not put them away; only "I have saved them" does, for good.
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(x.requests('POST', IMPORT)).toHaveLength(2));
    expect(await screen.findByText('The file is valid')).toBeInTheDocument();
    expect(screen.getByText('tok-gateway')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByText('tok-gateway')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Device credentials' })).not.toBeInTheDocument();
  });

  it('asks before leaving while the credentials are not downloaded', async () => {
    const user = userEvent.setup();
    stubXhr({ [`POST ${IMPORT}`]: { status: 200, body: IMPORTED } });
    const { router } = renderPage();
    await chooseFile(user, csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('region', { name: 'Device credentials' });

    await act(() => router.navigate('/configuration/totalsite'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without the credentials?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/configuration/import-site');
    expect(screen.getByText('tok-gateway')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download credentials (CSV)' }));
    await act(() => router.navigate('/configuration/totalsite'));
    expect(await screen.findByText('site list page')).toBeInTheDocument();
  });

  it('shows a refusal: the message, that nothing was imported, and the problems in line order', async () => {
    const user = userEvent.setup();
    stubXhr({ [`POST ${IMPORT}`]: { status: 400, body: REFUSAL } });
    renderPage();
    await chooseFile(user, csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const alert = await screen.findByTestId('import-refusal');
    expect(within(alert).getByText('The file was refused: nothing was imported')).toBeInTheDocument();
    expect(within(alert).getByText(REFUSAL.message)).toBeInTheDocument();
    expect(within(alert).getByText(/Problems found: 3/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Problems by line' })).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['Line', 'Column', 'Problem'],
      ['2', 'ownerContactNum', 'Must be 10 Digits'],
      ['3', 'siteName', "Differs from the site's first line; leave it blank or repeat it"],
      ['5', 'l1Devices', 'Write devices as SERIAL:type separated by ;'],
    ]);
    expect(screen.queryByTestId('import-summary')).not.toBeInTheDocument();
  });

  it('lists file-wide problems first, without a line', async () => {
    const user = userEvent.setup();
    stubXhr({
      [`POST ${IMPORT}`]: {
        status: 400,
        body: {
          status: 400,
          code: 'import.invalid',
          message: 'file: The file is not UTF-8 text; save it as CSV UTF-8',
          errors: [{ field: 'file', code: 'import.encoding', message: 'The file is not UTF-8 text; save it as CSV UTF-8' }],
        },
      },
    });
    renderPage();
    await chooseFile(user, csv());
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const table = await screen.findByRole('table', { name: 'Problems by line' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('—(whole file)The file is not UTF-8 text; save it as CSV UTF-8');
  });

  it("shows the server's message when the file is too large (413), and that nothing was imported", async () => {
    const user = userEvent.setup();
    stubXhr({
      [`POST ${IMPORT}`]: {
        status: 413,
        body: { status: 413, code: 'import.tooLarge', message: 'The file is larger than 10 MB; split it into smaller files' },
      },
    });
    renderPage();
    await chooseFile(user, csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByTestId('import-refusal');
    expect(alert).toHaveTextContent('The file was refused: nothing was imported');
    expect(alert).toHaveTextContent('The file is larger than 10 MB; split it into smaller files');
    expect(screen.queryByRole('table', { name: 'Problems by line' })).not.toBeInTheDocument();
  });

  it('shows another failure with its status', async () => {
    const user = userEvent.setup();
    stubXhr({ [`POST ${IMPORT}`]: { status: 403, body: { status: 403, code: 'auth.forbidden', message: 'You may not do this' } } });
    renderPage();
    await chooseFile(user, csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByTestId('import-failure');
    expect(alert).toHaveTextContent('The file could not be imported');
    expect(alert).toHaveTextContent('Status: 403');
    expect(alert).toHaveTextContent('You may not do this');
  });

  it('refuses a file of another type or over 10 MB before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const x = stubXhr({});
    renderPage();
    await chooseFile(user, new File(['x'], 'sites.xlsx', { type: 'application/vnd.ms-excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"sites.xlsx" is not a CSV file. Choose a file ending in .csv.');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('No file chosen');
    expect(screen.getByRole('button', { name: 'Validate' })).toBeDisabled();

    const big = csv('big.csv');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await chooseFile(user, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('"big.csv" is 11 MB; files larger than 10 MB are refused.');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await chooseFile(user, csv());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    expect(x.all).toHaveLength(0);
  });

  it('shows the progress while uploading, and can cancel', async () => {
    const user = userEvent.setup();
    const held = deferred<XhrAnswer>();
    stubXhr({ [`POST ${IMPORT}`]: () => held.promise });
    renderPage();
    await chooseFile(user, csv());
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(await screen.findByText(/^Sending the file… \d+%$/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '48');
    expect(screen.getByRole('button', { name: 'Validate' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('The upload was cancelled. Nothing was imported.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    held.resolve({ status: 200, body: REPORT });
  });

  it('shows the server checking the file once it is sent', async () => {
    const user = userEvent.setup();
    const working = deferred<void>();
    stubXhr({ [`POST ${IMPORT}`]: { status: 200, body: REPORT, after: working.promise } });
    renderPage();
    await chooseFile(user, csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Checking the file on the server…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).not.toHaveAttribute('aria-valuenow');
    working.resolve();
    expect(await screen.findByTestId('import-summary')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const user = userEvent.setup();
      stubXhr({ [`POST ${IMPORT}`]: { status: 400, body: REFUSAL } });
      renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Importer des sites' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: "Télécharger la configuration d'exemple" })).toBeInTheDocument();
      expect(screen.getByText(/10 Mo et 20 000 lignes au plus par fichier/)).toBeInTheDocument();
      await chooseFile(user, csv(), 'Fichier CSV');
      await user.click(screen.getByRole('button', { name: 'Valider' }));
      expect(await screen.findByText("Le fichier a été refusé : rien n'a été importé")).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Problèmes par ligne' });
      expect(within(table).getByRole('columnheader', { name: 'Ligne' })).toBeInTheDocument();
      expect(within(table).getByRole('columnheader', { name: 'Colonne' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Importer' })).toBeEnabled();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
