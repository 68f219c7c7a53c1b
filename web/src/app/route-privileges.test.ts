import {
  ROUTE_PRIVILEGES,
  ruleFor,
  AUDIT_LOG_PATH,
  IDENTITY_PROVIDER_PATH,
  mayOpen,
  NOTIFICATION_SETTINGS_PATH,
  REPORT_PAGE_PATHS,
  reportPath,
  REPORTS_PATH,
} from '@/app/route-privileges';

describe('the route privilege table', () => {
  it.each([
    [['ALL_PRIVILEGE'], true],
    [['ALL_PRIVILEGES'], true],
    [['CONFIGURATION', 'USER_CONFIGURATION', 'ROLE_CONFIGURATION', 'ORGANIZATION_CONFIGURATION'], false],
    [[], false],
  ])('opens the audit log to %j: %s', (privileges, want) => {
    expect(mayOpen(privileges, AUDIT_LOG_PATH)).toBe(want);
    expect(mayOpen(privileges, `${AUDIT_LOG_PATH}/`)).toBe(want);
  });

  it.each([
    [['ALL_PRIVILEGE'], true],
    [['CONFIGURATION', 'USER_CONFIGURATION', 'ROLE_CONFIGURATION'], false],
    [[], false],
  ])('opens the notification settings to %j: %s', (privileges, want) => {
    expect(mayOpen(privileges, NOTIFICATION_SETTINGS_PATH)).toBe(want);
  });

  it.each([
    [['ALL_PRIVILEGE'], true],
    [['ALL_PRIVILEGES'], true],
    [['CONFIGURATION', 'ORGANIZATION_CONFIGURATION'], false], // as the server's identityProvider calls (issue 27)
    [[], false],
  ])('opens the identity provider settings to %j: %s', (privileges, want) => {
    expect(mayOpen(privileges, IDENTITY_PROVIDER_PATH)).toBe(want);
  });

  it.each([
    [['ALL_PRIVILEGE'], true],
    [['ALL_PRIVILEGES'], true],
    [['REPORTS'], true], // the screens need REPORTS alone (spec 01 §6); the menu adds VIEW_REPORTS
    [['REPORTS', 'VIEW_REPORTS'], true],
    [['VIEW_REPORTS'], false],
    [['LIVE_TILE', 'CONFIGURATION'], false],
    [[], false],
  ])('opens the reports and each report page to %j: %s', (privileges, want) => {
    expect(mayOpen(privileges, REPORTS_PATH)).toBe(want);
    for (const name of ['Chilling Session Report', 'Fuel Consumption Report', 'Milk Lifting Report', 'CIP Report']) {
      expect(mayOpen(privileges, reportPath(name))).toBe(want);
      // As the browser writes it, and with the site that it preselects.
      expect(mayOpen(privileges, encodeURI(reportPath(name)))).toBe(want);
      expect(mayOpen(privileges, encodeURI(`${reportPath(name)}/S-001`))).toBe(want);
    }
  });

  it('puts the CIP Report under /configurations and the others under /configuration', () => {
    expect(reportPath('CIP Report')).toBe('/configurations/CIP Report');
    expect(reportPath('Milk Lifting Report')).toBe('/configuration/Milk Lifting Report');
    expect(REPORT_PAGE_PATHS).toContain('/configurations/CIP Report/:siteId');
    // Other configuration screens are not report pages.
    expect(mayOpen(['REPORTS', 'VIEW_REPORTS'], '/configuration/userlist')).toBe(false);
    expect(mayOpen(['REPORTS', 'VIEW_REPORTS'], '/configuration/site/S-001')).toBe(false);
  });

  it('opens every user’s inbox to every user', () => {
    expect(mayOpen([], '/notifications')).toBe(true);
  });

  it('opens a route it does not list to every user', () => {
    expect(mayOpen(null, '/dashboard')).toBe(true);
    expect(mayOpen([], '/configuration/audit-log-other')).toBe(true);
  });
});

/** The demo roles' privileges (internal/role Defaults), as the server hands them out. */
const TILES = ['LIVE_TILE', 'BMC_TILE', 'ALERTS_TILE', 'SITE_LIST_TILE'];
const ROLES: Record<string, string[]> = {
  admin: ['ALL_PRIVILEGE'],
  incharge: ['PREVENTIVE_MAINTENANCE', 'ENTER_RECORDS', 'VIEW_RECORDS', 'REPORTS', 'VIEW_REPORTS', ...TILES],
  maintenance: [
    'CONFIGURATION',
    'CHECKLIST_CONFIGURATION',
    'PREVENTIVE_MAINTENANCE',
    'ENTER_RECORDS',
    'VIEW_RECORDS',
    'REPORTS',
    'VIEW_REPORTS',
    ...TILES,
  ],
  rde: ['CONFIGURATION', 'SITE_CONFIGURATION', 'PREVENTIVE_MAINTENANCE', 'VIEW_RECORDS', 'REPORTS', 'VIEW_REPORTS', ...TILES],
  viewer: ['REPORTS', 'VIEW_REPORTS', ...TILES],
};

describe('the forms the issue found open (issue 15 point 3)', () => {
  it.each([
    ['/configuration/site', ['admin', 'rde']],
    ['/configuration/site/DEMO-S01', ['admin', 'rde']],
    ['/configuration/import-site', ['admin', 'rde']],
    ['/configuration/organization', ['admin']],
    ['/configuration/organization/DemoDairy', ['admin']],
    ['/configuration/suborganizationprofile', ['admin']],
    ['/configuration/suborganizationprofile/DemoIndiaCentres', ['admin']],
    ['/configuration/checklist-templates-create', ['admin', 'maintenance']],
    ['/configuration/checklist-templates-edit/4', ['admin', 'maintenance']],
    ['/preventiveMaintenance/create', ['admin', 'incharge', 'maintenance']],
    ['/preventivemaintenance/add-record', ['admin', 'incharge', 'maintenance']],
    ['/preventiveMaintenance/view-records', ['admin', 'incharge', 'maintenance', 'rde']],
    ['/configuration/user', ['admin']],
    ['/configuration/role', ['admin']],
    ['/configuration/chilling-cost/DEMO-S01', ['admin', 'rde']],
    ['/dashboard', ['admin', 'incharge', 'maintenance', 'rde', 'viewer']],
    ['/monitoring/alerts/alertsSearchAll', ['admin', 'incharge', 'maintenance', 'rde', 'viewer']],
  ])('%s opens to %j only', (path, roles) => {
    const opened = Object.keys(ROLES).filter((r) => mayOpen(ROLES[r], path));
    expect(opened).toEqual(roles);
  });
});

describe('the table lists every route', () => {
  it('has one rule per route-table path, and a sample for each path with parameters', async () => {
    const { routes } = await import('@/app/route-table');
    const paths: string[] = [];
    const walk = (rs: { path?: string; children?: unknown[] }[]) => {
      for (const r of rs) {
        if (r.path && r.path !== '*') paths.push(r.path);
        if (r.children) walk(r.children as { path?: string; children?: unknown[] }[]);
      }
    };
    walk(routes as never);
    const listed = ROUTE_PRIVILEGES.map((r) => r.path);
    const publicPaths = ['/', '/login', '/OrgSelectpage'];
    expect([...paths].filter((p) => !publicPaths.includes(p)).sort()).toEqual([...listed].sort());
    for (const r of ROUTE_PRIVILEGES) {
      if (r.path.includes(':')) {
        expect(r.sample, r.path).toBeTruthy();
        expect(ruleFor(r.sample!)?.path, r.sample).toBe(r.path);
      }
    }
  });
});
