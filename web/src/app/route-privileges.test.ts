import { AUDIT_LOG_PATH, mayOpen } from '@/app/route-privileges';

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

  it('opens a route it does not list to every user', () => {
    expect(mayOpen([], '/configuration/rolelist')).toBe(true);
    expect(mayOpen(null, '/dashboard')).toBe(true);
    expect(mayOpen([], '/configuration/audit-log-other')).toBe(true);
  });
});
