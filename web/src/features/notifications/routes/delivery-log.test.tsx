import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationSettingsRoute from '@/features/notifications/routes/notification-settings';
import { N, page } from '@/features/notifications/test-fixtures';
import { formatDateTime } from '@/lib/format';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

configure({ asyncUtilTimeout: 5000 });

const DELIVERIES = `${N}/deliveries`;
const ALERT_TYPES = '/authgateway/provisioningService/metadata/alertTypes';
const EXPORT = '/authgateway/export/xlsx';
const PATH = '/configuration/notifications';

const sent = {
  id: 12,
  at: '2026-03-10T09:30:00Z',
  userName: 'asha',
  channel: 'email',
  address: 'asha@example.org',
  entries: 1,
  alertId: 'a-77',
  alertType: 'compressor_malfunction',
  stage: 2,
  kind: 'escalated',
  siteName: 'Shivaji Nagar',
  chillingUnitName: 'Tank 1',
  status: 'sent',
};
const historical = {
  ...sent,
  id: 11,
  at: '2026-03-09T09:30:00Z',
  channel: 'web',
  address: '',
  kind: 'raised',
  stage: 1,
  status: 'historical',
};
const capped = { ...sent, id: 13, channel: 'sms', address: '+919876543210', status: 'sms_cap', kind: 'raised', stage: 1 };

function server() {
  return stubFetch({
    [`GET ${DELIVERIES}`]: (req: StubRequest) => page(req.query.status === 'sms_cap' ? [capped] : [sent, historical]),
    [`GET ${ALERT_TYPES}`]: [
      { typeName: 'compressor_malfunction', typeDisplayName: 'Compressor malfunction', level: 'CRITICAL' },
      { typeName: 'grid_off', typeDisplayName: 'Grid power off', level: 'INFO' },
    ],
    [`GET ${EXPORT}`]: () => new Response('xlsx', { status: 200 }),
  });
}

const renderAt = (path: string) => renderRoutes([{ path: PATH, Component: NotificationSettingsRoute }], path);
const rowOf = (text: string) => screen.getAllByText(text)[0].closest('[role="row"]') as HTMLElement;

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['ALL_PRIVILEGE'] }));
afterEach(() => vi.unstubAllGlobals());

describe('the delivery log', { timeout: 40_000 }, () => {
  it('lists the deliveries with translated channels, kinds and statuses', async () => {
    const s = server();
    renderAt(`${PATH}?view=deliveries`);
    expect(await screen.findByText('Not sent: historical')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Delivery log', selected: true })).toBeInTheDocument();
    for (const header of [
      'Time',
      'Recipient',
      'Channel',
      'Status',
      'Alert',
      'Kind',
      'Site',
      'Chilling unit',
      'Alerts',
      'Address',
      'Error',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = rowOf('Sent');
    expect(within(row).getByText(formatDateTime(new Date(sent.at), 'en'))).toBeInTheDocument();
    expect(within(row).getByText('E-mail')).toBeInTheDocument();
    expect(await within(row).findByText('Compressor malfunction — Stage 2')).toBeInTheDocument();
    expect(within(row).getByText('Escalated')).toBeInTheDocument();
    const old = rowOf('Not sent: historical');
    expect(within(old).getByText('In-app')).toBeInTheDocument();
    expect(within(old).getByText('Raised')).toBeInTheDocument();
    expect(s.requests('GET', DELIVERIES)[0].query).toEqual({ page: '0', size: '20' });
  });

  it('puts the filters in the URL and asks again', async () => {
    const user = userEvent.setup();
    const s = server();
    const { router } = renderAt(`${PATH}?view=deliveries`);
    await screen.findByText('Not sent: historical');

    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'SMS' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Daily SMS cap reached' }));
    await user.click(screen.getByRole('combobox', { name: 'Alert type' }));
    await user.click(await screen.findByRole('option', { name: 'Compressor malfunction' }));
    await user.type(screen.getByRole('textbox', { name: 'Recipient' }), ' asha ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('+919876543210')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      view: 'deliveries',
      channel: 'sms',
      status: 'sms_cap',
      userName: 'asha',
      alertType: 'compressor_malfunction',
      page: '0',
      size: '20',
    });
    expect(s.requests('GET', DELIVERIES).at(-1)!.query).toEqual({
      channel: 'sms',
      status: 'sms_cap',
      userName: 'asha',
      alertType: 'compressor_malfunction',
      page: '0',
      size: '20',
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Not sent: historical')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=deliveries&page=0&size=20');
  });

  it('runs the filters the URL holds, the dates as the local days', async () => {
    const s = server();
    renderAt(`${PATH}?view=deliveries&from=2026-03-01&to=2026-03-31&status=sms_cap&page=0&size=10`);
    await screen.findByText('Daily SMS cap reached', { selector: '.MuiChip-label' });
    expect(s.requests('GET', DELIVERIES)[0].query).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
      status: 'sms_cap',
      page: '0',
      size: '10',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Daily SMS cap reached');
  });

  it('exports the filtered deliveries through the server as notificationDeliveries.xlsx', async () => {
    const user = userEvent.setup();
    const s = server();
    const names: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      renderAt(`${PATH}?view=deliveries&channel=email`);
      await screen.findByText('Not sent: historical');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(names).toEqual(['notificationDeliveries.xlsx']));
      expect(s.requests('GET', EXPORT)[0].query).toEqual({
        path: DELIVERIES,
        query: 'channel=email',
        fileName: 'notificationDeliveries',
        columns:
          'at:Time:datetime,userName:Recipient:text,channel:Channel:text,status:Status:text,alertType:Alert type:alertType,stage:Stage:number,kind:Kind:text,siteName:Site:text,chillingUnitName:Chilling unit:text,entries:Alerts:number,address:Address:text,error:Error:text',
        // Times on the user's clock.
        zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });
});
