import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationSettingsRoute from '@/features/notifications/routes/notification-settings';
import { defaultPolicy, N } from '@/features/notifications/test-fixtures';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';

configure({ asyncUtilTimeout: 5000 });

const POLICY = `${N}/policy`;
const SETTINGS = `${N}/settings`;
const TEST = `${N}/test`;
const PATH = '/configuration/notifications';

const settings = {
  email: { configured: true, description: 'smtp://relay.example:587 from ChillWatch <alerts@dairy.example>' },
  sms: { configured: false, description: '', problem: 'CHILLWATCH_SMS_URL is not set' },
  web: { configured: true, description: 'in-app inbox' },
  liveWindow: '30m0s',
  publicUrl: '',
};

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    [`GET ${POLICY}`]: defaultPolicy,
    [`PUT ${POLICY}`]: (r: StubRequest) => ({
      ...defaultPolicy,
      ...(r.body as object),
      default: false,
      updatedBy: 'asha',
      updatedAt: '2026-03-10T09:30:00Z',
    }),
    [`GET ${SETTINGS}`]: settings,
    [`POST ${TEST}`]: (r: StubRequest) => {
      const channel = (r.body as { channel: string }).channel;
      if (channel === 'sms') return { channel, status: 'not_configured', address: '+919876543210' };
      if (channel === 'email') return { channel, status: 'failed', address: 'asha@example.org', error: 'dial tcp: connection refused' };
      return { channel, status: 'sent', address: '' };
    },
    ...over,
  });
}

const renderAt = (path = PATH) => renderRoutes([{ path: PATH, Component: NotificationSettingsRoute }], path);
type User = ReturnType<typeof userEvent.setup>;

async function pickRole(user: User, stage: number, role: string) {
  await user.click(await screen.findByRole('combobox', { name: `Roles told at stage ${stage}` }));
  const list = await screen.findByRole('listbox');
  await user.click(within(list).getByRole('option', { name: role }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['ALL_PRIVILEGE'] }));
afterEach(() => vi.unstubAllGlobals());

describe('the escalation policy', { timeout: 40_000 }, () => {
  it('shows the three stages of the default policy, saying the defaults apply', async () => {
    const s = server();
    renderAt();
    expect(await screen.findByText('No policy has been saved for Gokul: the defaults apply.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Escalation policy', selected: true })).toBeInTheDocument();
    for (const n of [1, 2, 3]) expect(screen.getByRole('heading', { name: new RegExp(`^Stage ${n} —`) })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Roles told at stage 1' })).toHaveTextContent('Chilling Centre In-charge');
    expect(screen.getByRole('combobox', { name: 'Roles told at stage 2' })).toHaveTextContent(
      'Chilling Centre In-charge, Maintenance, RDE',
    );
    const digests = screen.getAllByRole('switch', { name: 'One digest for all centres' });
    expect(digests.map((d) => (d as HTMLInputElement).checked)).toEqual([false, true, true]);
    expect(screen.getByRole('spinbutton', { name: /^Minutes between two messages/ })).toHaveValue(5);
    expect(screen.getByRole('spinbutton', { name: /^SMS per day/ })).toHaveValue(200);
    expect(s.requests('GET', POLICY)[0].query).toEqual({ orgName: 'Gokul' });
  });

  it('saves the stages and caps as the server takes them', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt();
    await screen.findByText(/the defaults apply/);
    await pickRole(user, 1, 'Maintenance');
    await user.click(screen.getAllByRole('switch', { name: 'One digest for all centres' })[2]);
    const cap = screen.getByRole('spinbutton', { name: /^Minutes between two messages/ });
    await user.clear(cap);
    await user.type(cap, '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The escalation policy is saved.')).toBeInTheDocument();
    const put = s.requests('PUT', POLICY);
    expect(put).toHaveLength(1);
    expect(put[0].query).toEqual({ orgName: 'Gokul' });
    expect(put[0].body).toEqual({
      stages: [
        { stage: 1, roles: ['Chilling Centre In-charge', 'Maintenance'], digest: false },
        { stage: 2, roles: ['Chilling Centre In-charge', 'Maintenance', 'RDE'], digest: true },
        { stage: 3, roles: ['Chilling Centre In-charge', 'Maintenance', 'RDE'], digest: false },
      ],
      capMinutes: 10,
      smsDailyCap: 200,
    });
    // The answer replaces the defaults' note.
    expect(await screen.findByText(/last changed by asha/)).toBeInTheDocument();
    expect(screen.queryByText(/the defaults apply/)).not.toBeInTheDocument();
  });

  it('shows the server’s field errors on their fields', async () => {
    const user = userEvent.setup();
    const s = server({
      [`PUT ${POLICY}`]: () =>
        jsonResponse(
          {
            status: 400,
            code: 'validation',
            message: 'Invalid input',
            errors: [
              { field: 'stages[1].roles[0]', code: 'notify.role.unknown', message: 'Rôle inconnu : Gardien' },
              { field: 'smsDailyCap', code: 'notify.smsDailyCap.range', message: 'Entre 0 et 100000 SMS' },
            ],
          },
          400,
        ),
    });
    renderAt();
    await screen.findByText(/the defaults apply/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(s.requests('PUT', POLICY)).toHaveLength(1));
    const roles = screen.getByRole('combobox', { name: 'Roles told at stage 2' });
    const rolesField = roles.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(rolesField).findByText('Rôle inconnu : Gardien')).toBeInTheDocument();
    const sms = screen.getByRole('spinbutton', { name: /^SMS per day/ });
    expect(within(sms.closest('.MuiFormControl-root') as HTMLElement).getByText('Entre 0 et 100000 SMS')).toBeInTheDocument();
    expect(sms).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a cap out of range before asking the server', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt();
    await screen.findByText(/the defaults apply/);
    const cap = screen.getByRole('spinbutton', { name: /^Minutes between two messages/ });
    await user.clear(cap);
    await user.type(cap, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of minutes from 1 to 1440')).toBeInTheDocument();
    expect(s.requests('PUT', POLICY)).toHaveLength(0);
  });

  it('is read-only for a sub-organisation, which inherits its organisation’s policy', async () => {
    server({
      [`GET ${POLICY}`]: {
        ...defaultPolicy,
        default: false,
        inherited: true,
        editable: false,
        updatedBy: 'ravi',
        updatedAt: '2026-03-01T10:00:00Z',
      },
    });
    signInAs({ organizationName: 'KothrudCC', uiPrivileges: ['ALL_PRIVILEGE'] });
    renderAt();
    expect(await screen.findByText(/This policy is inherited from the organisation Gokul/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /^Minutes between two messages/ })).toBeDisabled();
    for (const d of screen.getAllByRole('switch', { name: 'One digest for all centres' })) expect(d).toBeDisabled();
  });
});

describe('the channels', { timeout: 40_000 }, () => {
  it('show each channel’s settings and send a test message to the caller', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt(`${PATH}?view=channels`);
    const email = await screen.findByRole('region', { name: 'E-mail' });
    const sms = screen.getByRole('region', { name: 'SMS' });
    const web = screen.getByRole('region', { name: 'In-app' });
    expect(within(email).getByText('Configured')).toBeInTheDocument();
    expect(within(sms).getByText('Not configured')).toBeInTheDocument();
    expect(within(sms).getByText('CHILLWATCH_SMS_URL is not set')).toBeInTheDocument();
    expect(screen.getByText(/older than 30m when they are recorded/)).toBeInTheDocument();
    expect(screen.getByText(/Messages carry no links/)).toBeInTheDocument();

    await user.click(within(web).getByRole('button', { name: 'Send a test message to me by In-app' }));
    expect(await within(web).findByText('Sent.')).toBeInTheDocument();
    expect(s.requests('POST', TEST)[0].body).toEqual({ channel: 'web' });
    await user.click(within(sms).getByRole('button', { name: /Send a test message to me/ }));
    expect(await within(sms).findByText('Not sent: the channel is not configured.')).toBeInTheDocument();
    await user.click(within(email).getByRole('button', { name: /Send a test message to me/ }));
    expect(await within(email).findByText('Failed: dial tcp: connection refused')).toBeInTheDocument();
  });
});
