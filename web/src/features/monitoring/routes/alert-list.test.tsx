import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { differsFromViewer } from '@/lib/format';

import AlertListRoute from '@/features/monitoring/routes/alert-list';
import CriticalAlertsRoute from '@/features/monitoring/routes/critical-alerts';
import InfoAlertsRoute from '@/features/monitoring/routes/info-alerts';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { EXPORT_ROUTE, captureDownloads, exportColumns, xlsxAnswer } from '@/test/downloads';
import { renderRoutes, signInAs } from '@/test/render-routes';
import { jsonResponse } from '@/test/widget-providers';

configure({ asyncUtilTimeout: 8000 });

/** Kolkata's offset as a time carries it when the viewer keeps another clock. */
const IST = differsFromViewer(Date.parse('2026-11-20T00:00:00Z'), 'Asia/Kolkata') ? ' GMT+5:30' : '';

const M = '/authgateway/chillingUnitService';
const SELECTED = `${M}/sites/chillingunit/selected/alerts`;
const SEARCH = `${M}/sites/chillingunit/search/alerts`;
const COUNT = `${M}/sites/aggregated/alertsCount`;
const DATE = '2026-11-20T10:00:00.000Z';
const ackPath = (id: string) => `${M}/alerts/${encodeURIComponent(id)}/acknowledge`;

const base = {
  alertMessage: '',
  stage: 0,
  since: '2026-11-20T00:20:00Z',
  clearedAt: null,
  acknowledgedBy: '',
  acknowledgedAt: null,
  acknowledgeComment: '',
  volume: 1500,
  temperature: 7.5,
  chillingUnitId: 'CB-01',
  chillingUnitUUID: 'unit-1',
  chillingUnitName: 'Cooler A',
  siteName: 'Gokul Centre',
  siteId: 'S-001',
  siteUuid: 'site-1',
  zoneId: 'Asia/Kolkata',
};
const ROWS = [
  {
    ...base,
    alertId: 'unit-1.milk_undercooled.1763599200000',
    alertLevel: 'CRITICAL',
    alertType: 'milk_undercooled',
    alertDisplayName: 'Milk undercooled',
    alertMessage: 'The milk of CB-01 is not chilled below 4.1 °C.',
    stage: 2,
    occurredOn: '2026-11-20T00:40:00Z',
    status: 'active',
  },
  {
    ...base,
    alertId: 'unit-1.grid_off_stage_2.1763590000000',
    alertLevel: 'CRITICAL',
    alertType: 'grid_off_stage_2',
    alertDisplayName: 'Grid off',
    alertMessage: 'Grid power is off for 15 minutes.',
    stage: 2,
    occurredOn: '2026-11-19T22:00:00Z',
    clearedAt: '2026-11-19T23:30:00Z',
    status: 'cleared',
    acknowledgedBy: 'ravi',
    acknowledgedAt: '2026-11-19T23:00:00Z',
    acknowledgeComment: 'Generator started',
  },
  {
    ...base,
    alertId: 'unit-1.chilling_started.1763590500000',
    alertLevel: 'INFO',
    alertType: 'chilling_started',
    alertDisplayName: 'Chilling started',
    alertMessage: 'Chilling started.',
    occurredOn: '2026-11-19T22:05:00Z',
    status: 'event',
  },
];

const pageOf = (rows: unknown[], page = 0, size = 10) => ({
  content: rows,
  pageInfo: { totalPages: rows.length ? 1 : 0, hasNextPage: false, totalElements: rows.length, page, size },
});
const CATEGORIES = {
  hours: 48,
  critical: 20,
  info: 5,
  total: 25,
  categories: [
    { category: 'milk_undercooled', displayName: 'Milk undercooled', level: 'CRITICAL', count: 9 },
    { category: 'grid_off_stage_2', displayName: 'Grid off', level: 'CRITICAL', count: 5 },
    { category: 'panel_trip', displayName: 'Panel trip', level: 'CRITICAL', count: 4 },
    { category: 'cip_not_done', displayName: 'CIP not done', level: 'CRITICAL', count: 2 },
  ],
};

function server(over: Record<string, unknown> = {}) {
  let acked: Record<string, unknown> | null = null;
  const rows = () => ROWS.map((r) => (acked && r.alertId === acked.alertId ? acked : r));
  const s = stubFetch({
    [`GET ${SELECTED}`]: () => pageOf(rows()),
    [`POST ${SEARCH}`]: () => ({ content: { RESULT: rows().slice(0, 1), PAGING: pageOf([ROWS[0]]).pageInfo } }),
    [`GET ${COUNT}`]: CATEGORIES,
    [EXPORT_ROUTE]: () => xlsxAnswer(),
    [`POST ${ackPath(ROWS[0].alertId)}`]: (req: StubRequest) => {
      acked = {
        ...ROWS[0],
        acknowledgedBy: 'asha',
        acknowledgedAt: '2026-11-20T04:30:00Z',
        acknowledgeComment: (req.body as { comment: string }).comment,
      };
      return { ...acked, changes: [] };
    },
    ...over,
  });
  return s;
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/allalerts', Component: AlertListRoute },
      { path: '/allalerts/:state', Component: AlertListRoute },
      { path: '/critical-alerts', Component: CriticalAlertsRoute },
      { path: '/info-alerts', Component: InfoAlertsRoute },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const d = encodeURIComponent(DATE);

beforeEach(() => signInAs({ userName: 'asha', uiPrivileges: ['ENTER_RECORDS'] }));
afterEach(() => vi.unstubAllGlobals());

describe('the alert lists', { timeout: 60_000 }, () => {
  it('lists a category of the alerts card with its hours and date', async () => {
    const s = server();
    renderAt(`/allalerts/all?page=0&paging=&hours=24&date=${d}`);
    expect(await screen.findByRole('heading', { name: 'All Alerts' })).toBeInTheDocument();
    await screen.findByText('The milk of CB-01 is not chilled below 4.1 °C.');
    expect(s.requests('GET', SELECTED)[0].query).toEqual({
      alertTypes: 'All Alerts',
      hour: '24',
      currentDate: DATE,
      pagingState: '0',
      pageSize: '10',
    });
    for (const h of ['Site Name', 'BMC Id', 'Alert Level', 'Alert', 'Alert Message', 'Occurred On', 'Status', 'Action']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    const first = rowOf('The milk of CB-01 is not chilled below 4.1 °C.');
    expect(within(first).getByRole('link', { name: 'Gokul Centre' })).toHaveAttribute('href', '/totalsites/site-details/S-001');
    expect(within(first).getByText('CB-01')).toBeInTheDocument();
    expect(within(first).getByText('Critical')).toBeInTheDocument();
    expect(within(first).getByText('Milk undercooled — Stage 2')).toBeInTheDocument();
    expect(within(first).getByText(`20 Nov 2026 - 06:10${IST}`)).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Acknowledge Milk undercooled — Stage 2 of CB-01' })).toBeInTheDocument();

    const second = rowOf('Grid power is off for 15 minutes.');
    expect(within(second).getByText(`Acknowledged by ravi at 20 Nov 2026 - 04:30${IST}`)).toBeInTheDocument();
    expect(within(second).getByText('Comment: Generator started')).toBeInTheDocument();
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();

    const third = rowOf('Chilling started.');
    expect(within(third).getByText('Info')).toBeInTheDocument();
    expect(within(third).getByText('Event')).toBeInTheDocument();
    expect(within(third).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('alert-window')).toHaveTextContent(/^Last 24 hours until \d\d \w{3} 2026 - \d\d:\d\d:\d\d$/);
  });

  it('lists the critical alerts of a unit from the BMC table', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt(`/critical-alerts?sites=site-1&chillingUnits=unit-1&paging=&page=0&date=${d}`);
    expect(await screen.findByRole('heading', { name: 'Critical Alerts' })).toBeInTheDocument();
    await waitFor(() => expect(s.requests('GET', SELECTED)).toHaveLength(1));
    expect(s.requests('GET', SELECTED)[0].query).toEqual({
      alertTypes: 'Critical Alerts',
      hour: '24',
      currentDate: DATE,
      sites: 'site-1',
      chillingUnits: 'unit-1',
      pagingState: '0',
      pageSize: '10',
    });
    expect(screen.getByText(/Filtered to the chosen chilling unit or site/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show every unit' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('chillingUnits'));
    await waitFor(() => expect(s.requests('GET', SELECTED).at(-1)!.query.sites).toBeUndefined());
  });

  it('lists the info events', async () => {
    const s = server();
    renderAt(`/info-alerts?sites=site-1&chillingUnits=unit-1&paging=&page=0&date=${d}`);
    expect(await screen.findByRole('heading', { name: 'Info Alerts' })).toBeInTheDocument();
    await waitFor(() => expect(s.requests('GET', SELECTED)).toHaveLength(1));
    expect(s.requests('GET', SELECTED)[0].query.alertTypes).toBe('Info Alerts');
  });

  it('lists the other critical alerts: every critical type but the first three of the window', async () => {
    const s = server();
    renderAt(`/allalerts/other?page=0&paging=&hours=48&date=${d}`);
    expect(await screen.findByRole('heading', { name: 'Other Critical Alerts' })).toBeInTheDocument();
    await waitFor(() => expect(s.requests('GET', SELECTED)).toHaveLength(1));
    expect(s.requests('GET', COUNT)[0].query).toEqual({ hours: '48', currentDate: DATE });
    expect(s.requests('GET', SELECTED)[0].query).toMatchObject({
      alertTypes: 'milk_undercooled,grid_off_stage_2,panel_trip',
      toExclude: 'true',
      hour: '48',
    });
    expect(screen.getByTestId('alert-window')).toHaveTextContent(/^Last 48 hours/);
  });

  it('lists one type under its display name', async () => {
    const s = server();
    renderAt(`/allalerts/panel_trip?page=0&paging=&hours=24&date=${d}`);
    expect(await screen.findByRole('heading', { name: 'Panel trip' })).toBeInTheDocument();
    await waitFor(() => expect(s.requests('GET', SELECTED)).toHaveLength(1));
    expect(s.requests('GET', SELECTED)[0].query).toMatchObject({ alertTypes: 'panel_trip' });
    expect(s.requests('GET', SELECTED)[0].query.toExclude).toBeUndefined();
  });

  it('filters by status through the search, from the first page', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt(`/critical-alerts?sites=site-1&chillingUnits=unit-1&page=0&hours=12&date=${d}`);
    await screen.findByText('Grid power is off for 15 minutes.');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Any status', 'Active', 'Cleared', 'Acknowledged', 'Not acknowledged']);
    await user.click(screen.getByRole('option', { name: 'Not acknowledged' }));
    await waitFor(() => expect(s.requests('POST', SEARCH)).toHaveLength(1));
    expect(s.requests('POST', SEARCH)[0].body).toEqual({
      alertTypes: ['Critical Alerts'],
      chillingUnitUuids: ['unit-1'],
      siteUuids: ['site-1'],
      pagingState: '0',
      pageSize: 10,
      hour: 12,
      currentDate: DATE,
      toExclude: false,
      status: 'unacknowledged',
    });
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('unacknowledged');
    await waitFor(() => expect(screen.queryByText('Grid power is off for 15 minutes.')).not.toBeInTheDocument());
  });

  it('acknowledges an alert with a comment, then shows who did it', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt(`/allalerts?date=${d}`);
    await user.click(await screen.findByRole('button', { name: /^Acknowledge Milk undercooled/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the alert' });
    expect(within(dialog).getByText(`Milk undercooled — Stage 2 on CB-01 (Gokul Centre), 20 Nov 2026 - 06:10${IST}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(dialog).findByText('Please enter a comment')).toBeInTheDocument();
    expect(s.requests('POST', ackPath(ROWS[0].alertId))).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Compressor fuse replaced');
    const before = s.requests('GET', SELECTED).length;
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(s.requests('POST', ackPath(ROWS[0].alertId))[0].body).toEqual({ comment: 'Compressor fuse replaced' });
    const row = rowOf('The milk of CB-01 is not chilled below 4.1 °C.');
    expect(await within(row).findByText(`Acknowledged by asha at 20 Nov 2026 - 10:00${IST}`)).toBeInTheDocument();
    expect(within(row).getByText('Comment: Compressor fuse replaced')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Acknowledge/ })).not.toBeInTheDocument();
    await waitFor(() => expect(s.requests('GET', SELECTED).length).toBeGreaterThan(before));
  });

  it('says when somebody acknowledged the alert first', async () => {
    const user = userEvent.setup();
    server({ [`POST ${ackPath(ROWS[0].alertId)}`]: jsonResponse({ status: 409, code: 'conflict', message: 'already acknowledged' }, 409) });
    renderAt('/allalerts');
    await user.click(await screen.findByRole('button', { name: /^Acknowledge Milk undercooled/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Seen');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(dialog).findByText('This alert was already acknowledged.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no acknowledgement without the privilege', async () => {
    signInAs({ uiPrivileges: ['REPORTS'] });
    server();
    renderAt('/allalerts');
    await screen.findByText('The milk of CB-01 is not chilled below 4.1 °C.');
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Acknowledge/ })).not.toBeInTheDocument();
  });

  it('exports every row as alertsList.xlsx through the server: the list call, typed columns', async () => {
    const user = userEvent.setup();
    const s = server();
    const downloads = captureDownloads();
    try {
      renderAt(`/allalerts/all?hours=24&date=${d}&sites=site-1`);
      await screen.findByText('Chilling started.');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(downloads.names).toEqual(['alertsList.xlsx']));
      const req = s.requests('GET', '/authgateway/export/xlsx')[0];
      expect(req.query).toMatchObject({ path: SELECTED, paging: 'pagingState,pageSize', fileName: 'alertsList' });
      expect(req.query.method).toBeUndefined();
      expect(Object.fromEntries(new URLSearchParams(req.query.query))).toEqual({
        alertTypes: 'All Alerts',
        hour: '24',
        currentDate: DATE,
        sites: 'site-1',
      });
      expect(exportColumns(req)).toEqual([
        'siteName:Site Name:text',
        'chillingUnitId:BMC Id:text',
        'alertLevel:Alert Level:level',
        'alertType:Alert:alertType',
        'stage:Stage:number',
        'alertMessage:Alert Message:text',
        'occurredOn:Occurred On:datetime(zoneId)',
        'status:Status:alertStatus',
        'clearedAt:Cleared At:datetime(zoneId)',
        'acknowledgedBy:Acknowledged By:text',
        'acknowledgedAt:Acknowledged At:datetime(zoneId)',
        'acknowledgeComment:Comment:text',
        'zoneId:Time zone:text',
      ]);
    } finally {
      downloads.restore();
    }
  });

  it('exports a list filtered by status through the search it pages with, sent as POST', async () => {
    const user = userEvent.setup();
    const s = server();
    const downloads = captureDownloads();
    await i18n.changeLanguage('fr');
    try {
      renderAt(`/critical-alerts?hours=24&status=unacknowledged&chillingUnits=unit-1`);
      await screen.findByText('The milk of CB-01 is not chilled below 4.1 °C.');
      await user.click(screen.getByRole('button', { name: 'Exporter' }));
      await waitFor(() => expect(downloads.names).toEqual(['alertsList.xlsx']));
      const req = s.requests('GET', '/authgateway/export/xlsx')[0];
      expect(req.query).toMatchObject({
        path: SEARCH,
        method: 'POST',
        rows: 'content.RESULT',
        paging: 'pagingState,pageSize',
        fileName: 'alertsList',
      });
      expect(JSON.parse(req.query.body)).toMatchObject({
        alertTypes: ['Critical Alerts'],
        chillingUnitUuids: ['unit-1'],
        hour: 24,
        toExclude: false,
        status: 'unacknowledged',
      });
      expect(exportColumns(req)).toContain("alertLevel:Niveau d'alerte:level");
      expect(exportColumns(req)).toContain('acknowledgedAt:Acquittée le:datetime(zoneId)');
    } finally {
      downloads.restore();
      await i18n.changeLanguage('en');
    }
  });

  it('reads in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      server();
      renderAt('/allalerts/other?hours=24');
      expect(await screen.findByRole('heading', { name: 'Autres alertes critiques' })).toBeInTheDocument();
      expect(await screen.findByRole('columnheader', { name: "Message d'alerte" })).toBeInTheDocument();
      expect(await screen.findByText(`Acquittée par ravi le 20 nov. 2026 - 04:30${IST}`)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
