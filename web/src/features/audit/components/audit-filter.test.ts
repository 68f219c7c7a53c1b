import { auditFilterIssues, EMPTY_FILTER, filterFromParams, filterToParams, toAuditQuery } from '@/features/audit/components/audit-filter';

describe('the audit filters', () => {
  it('read nothing from an empty URL', () => {
    expect(filterFromParams(new URLSearchParams())).toEqual(EMPTY_FILTER);
    expect(toAuditQuery(EMPTY_FILTER, '')).toEqual({});
  });

  it('go to the URL and back', () => {
    const params = new URLSearchParams('from=2026-03-01&to=2026-03-31&actor=%20asha%20&action=updateRole&object=role&page=2');
    const v = filterFromParams(params);
    expect(v).toEqual({ from: new Date(2026, 2, 1), to: new Date(2026, 2, 31), actor: 'asha', action: 'updateRole', object: 'role' });
    expect(filterToParams(v)).toEqual({ from: '2026-03-01', to: '2026-03-31', actor: 'asha', action: 'updateRole', object: 'role' });
  });

  it('ignore a malformed date', () => {
    expect(filterFromParams(new URLSearchParams('from=yesterday')).from).toBeNull();
  });

  it('ask from the start of the first day to the end of the last, in local time', () => {
    const q = toAuditQuery({ ...EMPTY_FILTER, from: new Date(2026, 2, 1), to: new Date(2026, 2, 31), action: 'signIn' }, 'Gokul');
    expect(q).toEqual({
      orgName: 'Gokul',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
      action: 'signIn',
    });
  });

  it('refuse an end before the start', () => {
    expect(auditFilterIssues({ ...EMPTY_FILTER, from: new Date(2026, 2, 2), to: new Date(2026, 2, 1) })).toEqual([
      { path: ['to'], message: 'audit.validation.order' },
    ]);
    expect(auditFilterIssues({ ...EMPTY_FILTER, from: new Date(2026, 2, 1), to: new Date(2026, 2, 1) })).toEqual([]);
  });
});
