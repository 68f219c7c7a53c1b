import { AUDIT_LOG_PATH, mayOpen, NOTIFICATION_SETTINGS_PATH, REPORT_PAGE_PATHS, reportPath, REPORTS_PATH } from '@/app/route-privileges';

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
    [['REPORTS'], true],
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
    expect(mayOpen([], '/configuration/userlist')).toBe(true);
    expect(mayOpen([], '/configuration/site/S-001')).toBe(true);
  });

  it('opens every user’s inbox to every user', () => {
    expect(mayOpen([], '/notifications')).toBe(true);
  });

  it('opens a route it does not list to every user', () => {
    expect(mayOpen([], '/configuration/rolelist')).toBe(true);
    expect(mayOpen(null, '/dashboard')).toBe(true);
    expect(mayOpen([], '/configuration/audit-log-other')).toBe(true);
  });
});
