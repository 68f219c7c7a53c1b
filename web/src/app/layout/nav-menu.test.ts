import {
  buildMenu,
  buildReportsMenu,
  isActive,
  openGroupsFor,
  reportRoute,
  type NavEntry,
  type NavGroup,
  type NavLink,
  type ReportMeta,
} from '@/app/layout/nav-menu';

const ids = (entries: NavEntry[]) => entries.map((e) => e.id);
const group = (menu: NavEntry[], id: string) => menu.find((e) => e.id === id) as NavGroup | undefined;
const routes = (g: NavGroup | undefined) => (g?.children ?? []).map((c) => (c as NavLink).to);

describe('buildMenu', () => {
  it('shows Home, Monitoring, FAQ and Profile to everyone', () => {
    const menu = buildMenu({ privileges: [] });
    expect(ids(menu)).toEqual(['home', 'monitoring', 'analytics', 'faq', 'support', 'profile']);
    expect((menu[0] as NavLink).to).toBe('/dashboard');
    expect(routes(group(menu, 'analytics'))).toEqual([
      '/analytics/graph',
      '/analytics/bmcrating',
      '/analytics/rating-tree',
      '/analytics/ratingtemplate',
    ]);
    expect(routes(group(menu, 'monitoring'))).toEqual([
      '/monitoring/totalsites/site-details/siteId/device-data/chillingUnitId',
      '/monitoring/chilling graph/bmcgraph',
      '/monitoring/alerts/alertsSearchAll',
    ]);
    expect((menu.at(-3) as NavLink).to).toBe('/faq');
    expect((menu.at(-1) as NavLink).to).toBe('/profile');
  });

  it('needs CONFIGURATION for the Configuration menu', () => {
    expect(group(buildMenu({ privileges: ['ORGANIZATION_CONFIGURATION', 'SITE_CONFIGURATION'] }), 'configuration')).toBeUndefined();
  });

  it('hides an empty Configuration menu', () => {
    expect(group(buildMenu({ privileges: ['CONFIGURATION'] }), 'configuration')).toBeUndefined();
  });

  it.each([
    ['ORGANIZATION_CONFIGURATION', ['/configuration/SuborganizationList/acme', '/configuration/suborganizationprofile']],
    ['SITE_CONFIGURATION', ['/configuration/totalsite?page=0&paging=&size=5000', '/configuration/site', '/configuration/import-site']],
    ['ROLE_CONFIGURATION', ['/configuration/rolelist?page=0&size=1000', '/configuration/role']],
    ['USER_CONFIGURATION', ['/configuration/userlist?page=0&paging=&size=1000', '/configuration/user']],
    ['CHECKLIST_CONFIGURATION', ['/configuration/checklist-templates-list']],
  ])('with CONFIGURATION and %s shows its entries', (privilege, expected) => {
    const menu = buildMenu({ privileges: ['CONFIGURATION', privilege], orgName: 'acme' });
    expect(routes(group(menu, 'configuration'))).toEqual(expected);
  });

  it('orders the Configuration entries as the spec lists them', () => {
    const menu = buildMenu({
      privileges: [
        'CONFIGURATION',
        'USER_CONFIGURATION',
        'ROLE_CONFIGURATION',
        'CHECKLIST_CONFIGURATION',
        'SITE_CONFIGURATION',
        'ORGANIZATION_CONFIGURATION',
      ],
      orgName: 'acme',
    });
    expect(ids(group(menu, 'configuration')!.children)).toEqual([
      'organisation',
      'createSubOrg',
      'site',
      'createSite',
      'importSite',
      'role',
      'createRole',
      'user',
      'createUser',
      'checklistTemplate',
    ]);
  });

  it('shows the Audit log only with ALL_PRIVILEGE, last in Configuration', () => {
    const every = [
      'CONFIGURATION',
      'USER_CONFIGURATION',
      'ROLE_CONFIGURATION',
      'CHECKLIST_CONFIGURATION',
      'SITE_CONFIGURATION',
      'ORGANIZATION_CONFIGURATION',
    ];
    expect(ids(group(buildMenu({ privileges: every }), 'configuration')!.children)).not.toContain('auditLog');
    for (const all of ['ALL_PRIVILEGE', 'ALL_PRIVILEGES']) {
      const children = group(buildMenu({ privileges: [all] }), 'configuration')!.children;
      expect(children.at(-1)).toEqual({ kind: 'link', id: 'auditLog', labelKey: 'nav.auditLog', to: '/configuration/audit-log' });
    }
  });

  it('shows the Identity provider only with ALL_PRIVILEGE, after the sub-organisation entries', () => {
    const every = ['CONFIGURATION', 'USER_CONFIGURATION', 'ROLE_CONFIGURATION', 'SITE_CONFIGURATION', 'ORGANIZATION_CONFIGURATION'];
    expect(ids(group(buildMenu({ privileges: every, orgName: 'acme' }), 'configuration')!.children)).not.toContain('identityProvider');
    for (const all of ['ALL_PRIVILEGE', 'ALL_PRIVILEGES']) {
      const children = ids(group(buildMenu({ privileges: [all], orgName: 'acme' }), 'configuration')!.children);
      expect(children.slice(0, 3)).toEqual(['organisation', 'createSubOrg', 'identityProvider']);
    }
  });

  it('shows Notifications only with ALL_PRIVILEGE, just before the Audit log', () => {
    const every = ['CONFIGURATION', 'USER_CONFIGURATION', 'ROLE_CONFIGURATION', 'SITE_CONFIGURATION', 'ORGANIZATION_CONFIGURATION'];
    expect(ids(group(buildMenu({ privileges: every }), 'configuration')!.children)).not.toContain('notifications');
    const children = group(buildMenu({ privileges: ['ALL_PRIVILEGE'] }), 'configuration')!.children;
    expect(children.at(-2)).toEqual({
      kind: 'link',
      id: 'notifications',
      labelKey: 'nav.notifications',
      to: '/configuration/notifications',
    });
  });

  it('links Organisation to the sub-organisation list of the user organisation', () => {
    const menu = buildMenu({ privileges: ['CONFIGURATION', 'ORGANIZATION_CONFIGURATION'], orgName: 'Green Valley' });
    expect(routes(group(menu, 'configuration'))[0]).toBe('/configuration/SuborganizationList/Green%20Valley');
  });

  it('needs PREVENTIVE_MAINTENANCE, with ENTER_RECORDS and VIEW_RECORDS for its entries', () => {
    expect(group(buildMenu({ privileges: ['ENTER_RECORDS', 'VIEW_RECORDS'] }), 'maintenance')).toBeUndefined();
    expect(group(buildMenu({ privileges: ['PREVENTIVE_MAINTENANCE'] }), 'maintenance')).toBeUndefined();
    expect(routes(group(buildMenu({ privileges: ['PREVENTIVE_MAINTENANCE', 'ENTER_RECORDS'] }), 'maintenance'))).toEqual([
      '/preventiveMaintenance/create',
    ]);
    expect(routes(group(buildMenu({ privileges: ['PREVENTIVE_MAINTENANCE', 'VIEW_RECORDS'] }), 'maintenance'))).toEqual([
      '/preventiveMaintenance/view-records',
    ]);
  });

  it('needs both REPORTS and VIEW_REPORTS for Reports', () => {
    expect(ids(buildMenu({ privileges: ['REPORTS'] }))).not.toContain('reports');
    expect(ids(buildMenu({ privileges: ['VIEW_REPORTS'] }))).not.toContain('reports');
    const menu = buildMenu({ privileges: ['REPORTS', 'VIEW_REPORTS'] });
    const reports = menu.find((e) => e.id === 'reports') as NavLink;
    expect(reports).toMatchObject({ kind: 'link', to: '/reports' });
  });

  it('shows the reports list under Reports', () => {
    const menu = buildMenu({
      privileges: ['REPORTS', 'VIEW_REPORTS'],
      reports: [{ category: 'Chilling', name: 'Chilling Session Report' }],
    });
    const reports = group(menu, 'reports')!;
    expect(reports.kind).toBe('group');
    expect(reports.children[0]).toMatchObject({ kind: 'group', label: 'Chilling' });
  });

  it.each(['ALL_PRIVILEGE', 'ALL_PRIVILEGES'])('shows everything with %s', (all) => {
    const menu = buildMenu({ privileges: [all], orgName: 'acme' });
    expect(ids(menu)).toEqual(['home', 'monitoring', 'analytics', 'configuration', 'maintenance', 'reports', 'faq', 'support', 'profile']);
    expect(group(menu, 'configuration')!.children).toHaveLength(13);
    expect(group(menu, 'maintenance')!.children).toHaveLength(2);
  });
});

describe('the reports menu', () => {
  const reports = (category: string, n: number): ReportMeta[] =>
    Array.from({ length: n }, (_, i) => ({ category, name: `${category} report ${i + 1}` }));

  it('lists up to 4 reports of a category without a more entry', () => {
    const [cat] = buildReportsMenu(reports('Fuel', 4)) as NavGroup[];
    expect(cat.children).toHaveLength(4);
    expect(cat.children.some((c) => c.labelKey === 'nav.more')).toBe(false);
  });

  it.each([5, 6, 12])('replaces the fifth entry with more when a category has %i reports', (n) => {
    const [cat] = buildReportsMenu(reports('Fuel', n)) as NavGroup[];
    expect(cat.children).toHaveLength(5);
    expect(cat.children.slice(0, 4).map((c) => c.label)).toEqual(['Fuel report 1', 'Fuel report 2', 'Fuel report 3', 'Fuel report 4']);
    expect(cat.children[4]).toMatchObject({ labelKey: 'nav.more', to: '/reports?category=Fuel' });
  });

  it('adds a top-level more when there are more than 4 categories', () => {
    const four = buildReportsMenu(['A', 'B', 'C', 'D'].flatMap((c) => reports(c, 1)));
    expect(four).toHaveLength(4);
    expect(four.some((e) => e.id === 'reports-more')).toBe(false);

    const five = buildReportsMenu(['A', 'B', 'C', 'D', 'E'].flatMap((c) => reports(c, 1)));
    expect(five).toHaveLength(5);
    expect(five.slice(0, 4).map((e) => e.label)).toEqual(['A', 'B', 'C', 'D']);
    expect(five[4]).toMatchObject({ id: 'reports-more', labelKey: 'nav.more', to: '/reports' });
  });

  it('opens reports at their routes, with the display name as label', () => {
    const [cat] = buildReportsMenu([
      { category: 'All', name: 'Chilling Session Report', displayName: 'Chilling sessions' },
      { category: 'All', name: 'CIP Report' },
    ]) as NavGroup[];
    expect(cat.children).toEqual([
      expect.objectContaining({ label: 'Chilling sessions', to: '/configuration/Chilling Session Report' }),
      expect.objectContaining({ label: 'CIP Report', to: '/configurations/CIP Report' }),
    ]);
    expect(reportRoute('Milk Lifting Report')).toBe('/configuration/Milk Lifting Report');
  });

  it('is empty by default', () => {
    expect(buildReportsMenu([])).toEqual([]);
  });
});

describe('active entries', () => {
  const menu = buildMenu({ privileges: ['ALL_PRIVILEGE'], orgName: 'acme' });

  it('opens the group of the current path', () => {
    expect([...openGroupsFor(menu, '/configuration/rolelist')]).toEqual(['configuration']);
    expect([...openGroupsFor(menu, '/monitoring/alerts/alertsSearchAll')]).toEqual(['monitoring']);
    expect([...openGroupsFor(menu, '/monitoring/chilling%20graph/bmcgraph')]).toEqual(['monitoring']);
    expect([...openGroupsFor(menu, '/preventiveMaintenance/view-records/record-details/x')]).toEqual(['maintenance']);
  });

  it('keeps every group closed elsewhere', () => {
    expect(openGroupsFor(menu, '/dashboard').size).toBe(0);
    expect(openGroupsFor(menu, '/faq').size).toBe(0);
  });

  it('marks links by their path, ignoring the query', () => {
    const role = group(menu, 'configuration')!.children.find((c) => c.id === 'role')!;
    expect(isActive(role, '/configuration/rolelist')).toBe(true);
    expect(isActive(role, '/configuration/role')).toBe(false);
  });
});

describe('support menu', () => {
  it('offers every user Raise a ticket and My tickets', () => {
    const support = buildMenu({ privileges: [] }).find((e) => e.id === 'support');
    expect(support?.kind).toBe('group');
    expect(support?.kind === 'group' && support.children.map((c) => (c as NavLink).to)).toEqual(['/support/ticket', '/support/tickets']);
  });
});
