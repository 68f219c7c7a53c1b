/** The user form's site association and alert configuration sections. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UserFormRoute from '@/features/users/routes/user-form';
import { jsonResponse } from '@/test/widget-providers';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { renderRoutes, signInAs } from '@/test/render-routes';
import i18n from '@/lib/i18n';

const P = '/authgateway/provisioningService';

const unit = (id: string, uuid: string, bmcName: string) => ({
  chillingUnitId: id,
  chillingUnitUuid: uuid,
  productType: { name: 'BMC' },
  chillingUnit: { bmcName },
});
const site = (id: string, name: string, sub: string, units: object[] = []) => ({
  siteId: id,
  siteName: name,
  siteUUID: `uuid-${id}`,
  organizationName: 'Gokul',
  subOrganizationName: sub,
  chillingUnitMonitoringDetailsList: units,
});
const SITES = [
  site('gk-1', 'Kothrud Centre', 'North Zone', [unit('GK-1-B1', 'cu-1', 'Tank 1'), unit('GK-1-B2', 'cu-2', 'Tank 2')]),
  site('gk-2', 'Baner Centre', 'North Zone'),
  site('gk-3', 'Hadapsar Centre', 'South Zone'),
];
const page = (content: object[]) => ({
  content,
  pageInfo: { totalPages: 1, hasNextPage: false, totalElements: content.length, page: 0, size: 5000 },
});

const RECORD = {
  userId: 7,
  userName: 'ravi.k',
  emailId: 'ravi@gokul.in',
  firstName: 'Ravi',
  lastName: 'Kumar',
  salutation: 'Mr',
  gender: 'MALE',
  roles: ['Viewer'],
  mobileNumbers: [{ countryCode: '+91', mobileNumber: '9876543210' }],
  organizationName: 'Gokul',
  subOrganizationName: '',
  alertsLanguage: 'en',
  enabled: true,
  siteAssociationConfiguration: [
    {
      siteName: 'Kothrud Centre',
      siteUUID: 'uuid-gk-1',
      siteId: 'gk-1',
      isBookmarked: true,
      organization: 'Gokul',
      subOrganization: 'North Zone',
    },
  ],
  userAlertConfiguration: [
    {
      siteName: 'Kothrud Centre',
      siteId: 'gk-1',
      siteUUID: 'uuid-gk-1',
      enableEmailAlerts: true,
      enableSMSAlerts: false,
      enableWebAlerts: true,
      infoAlerts: ['grid_off'],
      criticalAlerts: [],
      emailAlerts: { infoAlerts: [], criticalAlerts: ['compressor_malfunction'] },
      smsAlerts: { infoAlerts: [], criticalAlerts: [] },
      organization: 'Gokul',
      subOrganization: 'North Zone',
    },
  ],
};

function server(over: Record<string, unknown> = {}) {
  return stubFetch({
    [`GET ${P}/metadata/salutationTypes`]: [{ typeName: 'Mr', typeDisplayName: 'Mr.' }],
    [`GET ${P}/metadata/genderTypes`]: [{ typeName: 'MALE', typeDisplayName: 'Male' }],
    [`GET ${P}/metadata/countryCodesTypes`]: [{ typeName: '+91', typeDisplayName: 'India (+91)' }],
    [`GET ${P}/metadata/user/alertLanguages`]: [{ typeName: 'en', typeDisplayName: 'English' }],
    [`GET ${P}/metadata/alertTypes`]: [
      { typeName: 'grid_off', typeDisplayName: 'Grid power off', level: 'INFO' },
      { typeName: 'compressor_malfunction', typeDisplayName: 'Compressor malfunction', level: 'CRITICAL' },
      { typeName: 'panel_trip', typeDisplayName: 'Panel trip', level: 'CRITICAL' },
    ],
    [`GET ${P}/organizations/orgMetaList`]: [
      { typeName: 'Gokul', typeDisplayName: 'Gokul Dairy' },
      { typeName: 'Amul', typeDisplayName: 'Amul Dairy' },
    ],
    [`GET ${P}/organizations/subOrgMetaList`]: [
      { typeName: 'North Zone', typeDisplayName: 'North Zone' },
      { typeName: 'South Zone', typeDisplayName: 'South Zone' },
    ],
    [`GET ${P}/roles`]: [{ roleName: 'Viewer' }],
    [`GET ${P}/sites/all/id`]: (r: StubRequest) => page(r.query.orgName === 'Gokul' ? SITES : []),
    [`GET ${P}/sites/subOrg/id`]: (r: StubRequest) => page(SITES.filter((s) => s.subOrganizationName === r.query.subOrganizationName)),
    [`GET ${P}/users/userDetails`]: RECORD,
    [`POST ${P}/users`]: (r: StubRequest) => ({ ...(r.body as object), userId: 9 }),
    [`PUT ${P}/users/7`]: (r: StubRequest) => ({ ...RECORD, ...(r.body as object) }),
    ...over,
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/configuration/user', Component: UserFormRoute },
      { path: '/configuration/user/:userName', Component: UserFormRoute },
      { path: '/configuration/userlist', element: <p>user list page</p> },
      { path: '/profile/success', element: <p>user created page</p> },
    ],
    path,
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: RegExp, option: string | RegExp, within_: HTMLElement = document.body) {
  await user.click(await within(within_).findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Ticks options of a multiple select (it stays open), then closes it. */
async function tick(user: User, label: RegExp, options: (string | RegExp)[], within_: HTMLElement = document.body) {
  await user.click(await within(within_).findByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox');
  for (const o of options) await user.click(within(list).getByRole('option', { name: o }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function fillCreateForm(user: User) {
  await choose(user, /^Salutation/, 'Mr.');
  await user.click(screen.getByRole('textbox', { name: /^First Name/ }));
  await user.paste('Ravi');
  await choose(user, /^Gender/, 'Male');
  await user.click(screen.getByRole('textbox', { name: /^User Name/ }));
  await user.paste('ravi.k');
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste('secret1');
  await user.click(screen.getByLabelText(/^Confirm Password/));
  await user.paste('secret1');
  await user.click(screen.getByRole('textbox', { name: /^Email/ }));
  await user.paste('ravi@gokul.in');
  await user.type(screen.getByRole('combobox', { name: /^Country Code/ }), 'Ind');
  await user.click(await screen.findByRole('option', { name: 'India (+91)' }));
  await user.click(screen.getByRole('textbox', { name: /^Mobile Number/ }));
  await user.paste('9876543210');
  await choose(user, /^Role/, 'Viewer');
}

const entry = (n: number) => screen.getByRole('group', { name: `Alert configuration ${n}` });

beforeEach(() => signInAs({ organizationName: 'Gokul', uiPrivileges: ['USER_CONFIGURATION'] }));
afterEach(() => vi.unstubAllGlobals());

describe('the site association', { timeout: 30_000 }, () => {
  it("loads the organization's sites (size 5000), or the sub-organization's once one is chosen", async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/user');
    await waitFor(() => expect(s.requests('GET', `${P}/sites/all/id`)).toHaveLength(1));
    expect(s.requests('GET', `${P}/sites/all/id`)[0].query).toEqual({ orgName: 'Gokul', page: '0', size: '5000' });
    expect(await screen.findByText(/^0 of 3 sites selected/)).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: /^Sub Organization/ }), 'South');
    await user.click(await screen.findByRole('option', { name: 'South Zone' }));
    await waitFor(() => expect(s.requests('GET', `${P}/sites/subOrg/id`)).toHaveLength(1));
    expect(s.requests('GET', `${P}/sites/subOrg/id`)[0].query).toEqual({ subOrganizationName: 'South Zone', page: '0', size: '5000' });
    expect(await screen.findByText(/^0 of 1 sites selected/)).toBeInTheDocument();
  });

  it('selects every site with Select All, unselects them all again, and sends the choice', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/user');
    await screen.findByText(/^0 of 3 sites selected/);
    await tick(user, /^Associated Sites/, ['Select All']);
    expect(screen.getByText(/^3 of 3 sites selected/)).toBeInTheDocument();
    await tick(user, /^Associated Sites/, ['Select All']);
    expect(screen.getByText(/^0 of 3 sites selected/)).toBeInTheDocument();
    await tick(user, /^Associated Sites/, ['Select All', 'Hadapsar Centre (gk-3)']);
    expect(screen.getByText(/^2 of 3 sites selected/)).toBeInTheDocument();

    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await screen.findByText('user created page');
    const body = s.requests('POST', `${P}/users`)[0].body as Record<string, unknown>;
    expect(body.siteAssociationConfiguration).toEqual([
      {
        siteName: 'Kothrud Centre',
        siteUUID: 'uuid-gk-1',
        siteId: 'gk-1',
        isBookmarked: false,
        organization: 'Gokul',
        subOrganization: 'North Zone',
      },
      {
        siteName: 'Baner Centre',
        siteUUID: 'uuid-gk-2',
        siteId: 'gk-2',
        isBookmarked: false,
        organization: 'Gokul',
        subOrganization: 'North Zone',
      },
    ]);
    expect(body).not.toHaveProperty('userAlertConfiguration');
  });

  it('keeps the bookmark of a site the user had when editing', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/user/ravi.k');
    expect(await screen.findByText(/^1 of 3 sites selected/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Associated Sites/ })).toHaveTextContent('Kothrud Centre (gk-1)');
    await tick(user, /^Associated Sites/, ['Baner Centre (gk-2)']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('user list page');
    const body = s.requests('PUT', `${P}/users/7`)[0].body as Record<string, unknown>;
    expect(body.siteAssociationConfiguration).toEqual([
      {
        siteName: 'Kothrud Centre',
        siteUUID: 'uuid-gk-1',
        siteId: 'gk-1',
        isBookmarked: true,
        organization: 'Gokul',
        subOrganization: 'North Zone',
      },
      {
        siteName: 'Baner Centre',
        siteUUID: 'uuid-gk-2',
        siteId: 'gk-2',
        isBookmarked: false,
        organization: 'Gokul',
        subOrganization: 'North Zone',
      },
    ]);
    // The loaded alert configuration goes back as it came.
    expect(body.userAlertConfiguration).toEqual(RECORD.userAlertConfiguration);
  });

  it('clears the sites and alert entries when another organization is chosen', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/user/ravi.k');
    await screen.findByText(/^1 of 3 sites selected/);
    expect(entry(1)).toBeInTheDocument();
    await choose(user, /^Organization/, 'Amul Dairy');
    expect(await screen.findByText('No site in this organization yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Alert configuration 1' })).not.toBeInTheDocument();
  });
});

describe('the alert configuration', { timeout: 30_000 }, () => {
  it('adds an entry with email and SMS on and web off, and sends it in the server shape', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/user');
    await screen.findByText(/^0 of 3 sites selected/);
    await user.click(screen.getByRole('button', { name: 'Add alert configuration' }));
    const e = entry(1);
    expect(within(e).getByRole('switch', { name: 'Email alerts' })).toBeChecked();
    expect(within(e).getByRole('switch', { name: 'SMS alerts' })).toBeChecked();
    expect(within(e).getByRole('switch', { name: 'Web alerts' })).not.toBeChecked();
    expect(within(e).getByRole('combobox', { name: /^Web: info alerts/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(e).getByRole('combobox', { name: /^Chilling Unit/ })).toHaveAttribute('aria-disabled', 'true');

    await choose(user, /^Site/, 'Kothrud Centre (gk-1)', e);
    await choose(user, /^Chilling Unit/, 'Tank 2 (GK-1-B2)', e);
    await tick(user, /^Email: critical alerts/, ['Select All'], e);
    await user.click(within(e).getByRole('switch', { name: 'SMS alerts' }));
    await user.click(within(e).getByRole('switch', { name: 'Web alerts' }));
    await tick(user, /^Web: info alerts/, ['Grid power off'], e);

    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await screen.findByText('user created page');
    const body = s.requests('POST', `${P}/users`)[0].body as Record<string, unknown>;
    expect(body.userAlertConfiguration).toEqual([
      {
        siteName: 'Kothrud Centre',
        siteId: 'gk-1',
        siteUUID: 'uuid-gk-1',
        chillingUnitId: 'GK-1-B2',
        chillingUnitUuid: 'cu-2',
        organization: 'Gokul',
        subOrganization: 'North Zone',
        enableEmailAlerts: true,
        enableSMSAlerts: false,
        enableWebAlerts: true,
        // Select All on a critical list takes the critical types only.
        emailAlerts: { infoAlerts: [], criticalAlerts: ['compressor_malfunction', 'panel_trip'] },
        smsAlerts: { infoAlerts: [], criticalAlerts: [] },
        infoAlerts: ['grid_off'],
        criticalAlerts: [],
      },
    ]);
    expect(s.requests('GET', `${P}/metadata/alertTypes`)).toHaveLength(1);
  });

  it('asks for the site of an entry and sends nothing without it', async () => {
    const user = userEvent.setup();
    const s = server();
    renderAt('/configuration/user');
    await screen.findByText(/^0 of 3 sites selected/);
    await user.click(screen.getByRole('button', { name: 'Add alert configuration' }));
    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await within(entry(1)).findByText('Select a site')).toBeInTheDocument();
    expect(s.requests('POST', `${P}/users`)).toHaveLength(0);
  });

  it('loads the entries of the user being edited', async () => {
    server();
    renderAt('/configuration/user/ravi.k');
    const e = await waitFor(() => entry(1));
    await waitFor(() => expect(within(e).getByRole('combobox', { name: /^Site/ })).toHaveValue('Kothrud Centre (gk-1)'));
    expect(within(e).getByRole('combobox', { name: /^Chilling Unit/ })).toHaveTextContent('Whole site (every chilling unit)');
    expect(within(e).getByRole('switch', { name: 'SMS alerts' })).not.toBeChecked();
    expect(within(e).getByRole('switch', { name: 'Web alerts' })).toBeChecked();
    await waitFor(() =>
      expect(within(e).getByRole('combobox', { name: /^Email: critical alerts/ })).toHaveTextContent('Compressor malfunction'),
    );
    expect(within(e).getByRole('combobox', { name: /^Web: info alerts/ })).toHaveTextContent('Grid power off');
  });

  it('offers info types in the info lists and critical types in the critical lists', async () => {
    const user = userEvent.setup();
    server();
    renderAt('/configuration/user/ravi.k');
    const e = await waitFor(() => entry(1));
    await user.click(within(e).getByRole('combobox', { name: /^Email: info alerts/ }));
    expect(screen.getByRole('option', { name: 'Grid power off' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Panel trip' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(e).getByRole('combobox', { name: /^Email: critical alerts/ }));
    expect(screen.getByRole('option', { name: 'Panel trip' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Grid power off' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
  });

  it("puts the server's errors on the entry field and the site they name, keeping the lists as sent", async () => {
    const user = userEvent.setup();
    server({
      [`PUT ${P}/users/7`]: jsonResponse(
        {
          status: 400,
          code: 'validation',
          message: 'userAlertConfiguration[1].emailAlerts.criticalAlerts: Only critical alert types belong here',
          errors: [
            {
              field: 'siteAssociationConfiguration[0].siteName',
              code: 'user.site.unknown',
              message: "This site is not in the user's organization",
            },
            {
              field: 'userAlertConfiguration[1].emailAlerts.criticalAlerts',
              code: 'user.alertType.notCritical',
              message: 'Only critical alert types belong here',
            },
          ],
        },
        400,
      ),
    });
    renderAt('/configuration/user/ravi.k');
    await waitFor(() => entry(1));
    await user.click(screen.getByRole('button', { name: 'Add alert configuration' }));
    const second = entry(2);
    await choose(user, /^Site/, 'Baner Centre (gk-2)', second);
    await tick(user, /^Email: critical alerts/, ['Panel trip'], second);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Status: 400')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const critical = within(entry(2)).getByRole('combobox', { name: /^Email: critical alerts/ });
    expect(critical).toHaveAttribute('aria-invalid', 'true');
    expect(within(entry(2)).getByText('Only critical alert types belong here')).toBeInTheDocument();
    expect(within(entry(1)).queryByText('Only critical alert types belong here')).not.toBeInTheDocument();
    expect(screen.getByText("Kothrud Centre (gk-1): This site is not in the user's organization")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Associated Sites/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const user = userEvent.setup();
      server();
      renderAt('/configuration/user');
      expect(await screen.findByRole('heading', { name: 'Association aux sites' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Configuration des alertes' })).toBeInTheDocument();
      expect(await screen.findByText(/^0 sites sélectionnés sur 3/)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /^Sites associés/ })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: "Ajouter une configuration d'alertes" }));
      const e = screen.getByRole('group', { name: "Configuration d'alertes 1" });
      expect(within(e).getByRole('switch', { name: 'Alertes par e-mail' })).toBeChecked();
      expect(within(e).getByRole('switch', { name: 'Alertes web' })).not.toBeChecked();
      expect(within(e).getByRole('combobox', { name: /^E-mail : alertes critiques/ })).toBeInTheDocument();
      expect(within(e).getByRole('combobox', { name: /^Unité de refroidissement/ })).toBeInTheDocument();
      await tick(user, /^Sites associés/, ['Tout sélectionner']);
      expect(screen.getByText(/^3 sites sélectionnés sur 3/)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
