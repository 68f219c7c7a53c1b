import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ImportAlertRoute from '@/features/imports/routes/import-alert';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { installTokenSource } from '@/lib/auth';
import { stubXhr } from '@/features/imports/test-xhr';
import i18n from '@/lib/i18n';

const P = '/authgateway/provisioningService';
const IMPORT = `${P}/users/alertConfigurations/import`;
const SAMPLE = `${P}/users/alertConfigurations/import/sample`;

const csv = () => new File(['userName,siteId\nasha,MH-1\n'], 'alerts.csv', { type: 'text/csv' });

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
  signInAs({ uiPrivileges: ['USER_CONFIGURATION'] });
  installTokenSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  return renderRoutes([{ path: '/configuration/import-alert', Component: ImportAlertRoute }], '/configuration/import-alert');
}

describe('the Import Alert page', { timeout: 20_000 }, () => {
  it('explains the format: one line per user and site or unit, lists separated by ;', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import Alert' })).toBeInTheDocument();
    expect(screen.getByText(/^One line per user and site \(siteId or siteName\), or per user and chilling unit/)).toBeInTheDocument();
    expect(screen.getByText(/separated by ';' \(grid_off;grid_on\)/)).toBeInTheDocument();
    expect(screen.getByText(/at most 10 MB and 20,000 lines per file/)).toBeInTheDocument();
  });

  it('needs USER_CONFIGURATION (SITE_CONFIGURATION is not enough)', async () => {
    signInAs({ uiPrivileges: ['SITE_CONFIGURATION'] });
    renderPage();
    expect(await screen.findByTestId('import-not-allowed')).toHaveTextContent(
      'You do not have the privilege to import alert configurations (USER_CONFIGURATION).',
    );
  });

  it('downloads its own sample', async () => {
    const user = userEvent.setup();
    const s = stubFetch({ [`GET ${SAMPLE}`]: new Response('userName,siteId\n', { headers: { 'Content-Type': 'text/csv' } }) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download sample configuration' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(s.requests('GET', SAMPLE)).toHaveLength(1);
    expect((s.fetch.mock.calls[0][1]!.headers as Record<string, string>).Authorization).toBe('Bearer access');
    expect(saved[0].name).toBe('alert-import-sample.csv');
  });

  it('validates (dryRun=true) then imports (no dryRun), as text/csv, with the counts', async () => {
    const user = userEvent.setup();
    const x = stubXhr({
      [`POST ${IMPORT}`]: (r) => ({ status: 200, body: { status: 'SUCCESS', dryRun: r.query.dryRun === 'true', rows: 3, users: 2 } }),
    });
    renderPage();
    const file = csv();
    await user.upload(await screen.findByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    let summary = await screen.findByTestId('import-summary');
    expect(within(summary).getByText('The file is valid')).toBeInTheDocument();
    expect(within(summary).getByLabelText('Users')).toHaveTextContent('2');
    expect(within(summary).getByLabelText('Lines')).toHaveTextContent('3');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByTestId('import-summary')).toHaveTextContent('Alert configurations imported'));
    summary = screen.getByTestId('import-summary');
    expect(within(summary).getByText('Each user in the file now has exactly the alert configuration of its lines.')).toBeInTheDocument();

    const reqs = x.requests('POST', IMPORT);
    expect(reqs.map((r) => r.query)).toEqual([{ dryRun: 'true' }, {}]);
    for (const r of reqs) {
      expect(r.headers['Content-Type']).toBe('text/csv');
      expect(r.body).toBe(file);
    }
    expect(screen.queryByRole('region', { name: 'Device credentials' })).not.toBeInTheDocument();
  });

  it('lists the refused lines by line, in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const user = userEvent.setup();
      const x = stubXhr({
        [`POST ${IMPORT}`]: {
          status: 400,
          body: {
            status: 400,
            code: 'import.invalid',
            message: 'ligne 5, enableWebAlerts : Doit valoir true ou false',
            errors: [
              { row: 5, field: 'enableWebAlerts', code: 'import.flag', message: 'Doit valoir true ou false' },
              { row: 3, field: 'emailCriticalAlerts', code: 'usersite.alertType.level', message: 'Seuls les types critiques' },
            ],
          },
        },
      });
      renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Importer des alertes' })).toBeInTheDocument();
      await user.upload(screen.getByLabelText('Fichier CSV'), csv());
      await user.click(screen.getByRole('button', { name: 'Valider' }));
      expect(await screen.findByText("Le fichier a été refusé : rien n'a été importé")).toBeInTheDocument();
      expect(screen.getByText('ligne 5, enableWebAlerts : Doit valoir true ou false')).toBeInTheDocument();
      const rows = within(screen.getByRole('table', { name: 'Problèmes par ligne' })).getAllByRole('row');
      expect(rows.slice(1).map((r) => r.querySelector('td')!.textContent)).toEqual(['3', '5']);
      expect(x.all[0].query).toEqual({ dryRun: 'true' });
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
