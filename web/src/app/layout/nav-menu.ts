/**
 * The side menu (spec §2.2 and §6), built from the user's uiPrivileges and
 * the reports list as a pure function so every rule is testable. An entry
 * shows exactly when the route privilege table (app/route-privileges)
 * opens its route to the user: the menu and the route guard are one rule.
 */
import {
  AUDIT_LOG_PATH,
  IDENTITY_PROVIDER_PATH,
  NOTIFICATION_SETTINGS_PATH,
  passes,
  ruleFor,
  reportPath,
  REPORTS_PATH,
} from '@/app/route-privileges';

export type NavIcon = 'home' | 'monitoring' | 'configuration' | 'maintenance' | 'reports' | 'analytics' | 'faq' | 'support' | 'profile';

interface NavBase {
  id: string;
  /** i18n key of the label; reports use their server-given label instead. */
  labelKey?: string;
  label?: string;
  icon?: NavIcon;
}
export interface NavLink extends NavBase {
  kind: 'link';
  to: string;
}
export interface NavGroup extends NavBase {
  kind: 'group';
  children: NavEntry[];
  /** Paths (prefixes) that also open the group. */
  paths?: string[];
}
export type NavEntry = NavLink | NavGroup;

/** One report of the server's reports list (spec 03: category, name, displayName, id). */
export interface ReportMeta {
  category: string;
  name: string;
  displayName?: string;
  id?: string | number;
}

/** At most this many entries per report category ('more' replacing the last). */
export const MAX_REPORT_ENTRIES = 5;
/** Categories shown before a top-level 'more'. */
export const MAX_REPORT_CATEGORIES = 4;

export interface MenuInput {
  privileges: readonly string[];
  /** The organisation of the signed-in user (the Organisation entry). */
  orgName?: string;
  /** The reports list from the server (features/reports); empty by default. */
  reports?: readonly ReportMeta[];
}

const link = (id: string, labelKey: string, to: string, icon?: NavIcon): NavLink => ({ kind: 'link', id, labelKey, to, icon });

/** The route that opens a report (spec 03: /configuration/{name}, CIP under /configurations). */
export function reportRoute(name: string): string {
  return reportPath(name);
}

/** The Reports children: categories of at most 5 entries, and a top-level 'more'. */
export function buildReportsMenu(reports: readonly ReportMeta[]): NavEntry[] {
  const categories = new Map<string, ReportMeta[]>();
  for (const r of reports) {
    const list = categories.get(r.category) ?? [];
    list.push(r);
    categories.set(r.category, list);
  }
  const entries: NavEntry[] = [...categories].slice(0, MAX_REPORT_CATEGORIES).map(([category, list]) => {
    const shown = list.length >= MAX_REPORT_ENTRIES ? list.slice(0, MAX_REPORT_ENTRIES - 1) : list;
    const children: NavEntry[] = shown.map((r) => ({
      kind: 'link',
      id: `report:${category}:${r.name}`,
      label: r.displayName || r.name,
      to: reportRoute(r.name),
    }));
    if (list.length >= MAX_REPORT_ENTRIES) {
      children.push(link(`report-more:${category}`, 'nav.more', `${REPORTS_PATH}?category=${encodeURIComponent(category)}`));
    }
    return { kind: 'group', id: `report-category:${category}`, label: category, children };
  });
  if (categories.size > MAX_REPORT_CATEGORIES) entries.push(link('reports-more', 'nav.more', '/reports'));
  return entries;
}

/** The menu the user may see. Groups left without entries are not shown. */
export function buildMenu({ privileges, orgName = '', reports = [] }: MenuInput): NavEntry[] {
  const menu: NavEntry[] = [
    link('home', 'nav.home', '/dashboard', 'home'),
    {
      kind: 'group',
      id: 'monitoring',
      labelKey: 'nav.monitoring',
      icon: 'monitoring',
      paths: ['/monitoring'],
      children: [
        link('data', 'nav.data', '/monitoring/totalsites/site-details/siteId/device-data/chillingUnitId'),
        link('chillingGraph', 'nav.chillingGraph', '/monitoring/chilling graph/bmcgraph'),
        link('alerts', 'nav.alerts', '/monitoring/alerts/alertsSearchAll'),
      ],
    },
  ];

  // Every entry below shows exactly when its route opens (app/route-privileges).
  // (A path the table does not list, such as the Organisation entry without an organisation, is not shown.)
  const opens = (to: string) => {
    const rule = ruleFor(pathOf(to));
    return !!rule && passes(rule, privileges);
  };
  const entries = (...links: NavLink[]) => links.filter((l) => opens(l.to));

  // Analytics (spec 03 §2): every signed-in user; the template is read-only below 15 privileges.
  menu.push({
    kind: 'group',
    id: 'analytics',
    labelKey: 'nav.analytics',
    icon: 'analytics',
    paths: ['/analytics', '/bmc-rating'],
    children: entries(
      link('analyticsGraph', 'nav.analyticsGraph', '/analytics/graph'),
      link('bmcRating', 'nav.bmcRating', '/analytics/bmcrating'),
      link('ratingTree', 'nav.ratingTree', '/analytics/rating-tree'),
      link('ratingTemplate', 'nav.ratingTemplate', '/analytics/ratingtemplate'),
    ),
  });

  const configuration = entries(
    link('organisation', 'nav.organisation', `/configuration/SuborganizationList/${encodeURIComponent(orgName)}`),
    link('createSubOrg', 'nav.createSubOrg', '/configuration/suborganizationprofile'),
    link('identityProvider', 'nav.identityProvider', IDENTITY_PROVIDER_PATH),
    link('site', 'nav.site', '/configuration/totalsite?page=0&paging=&size=5000'),
    link('createSite', 'nav.createSite', '/configuration/site'),
    link('importSite', 'nav.importSite', '/configuration/import-site'),
    link('role', 'nav.role', '/configuration/rolelist?page=0&size=1000'),
    link('createRole', 'nav.createRole', '/configuration/role'),
    link('user', 'nav.user', '/configuration/userlist?page=0&paging=&size=1000'),
    link('createUser', 'nav.createUser', '/configuration/user'),
    link('checklistTemplate', 'nav.checklistTemplate', '/configuration/checklist-templates-list'),
    link('notifications', 'nav.notifications', NOTIFICATION_SETTINGS_PATH),
    link('auditLog', 'nav.auditLog', AUDIT_LOG_PATH),
  );
  if (configuration.length > 0) {
    menu.push({ kind: 'group', id: 'configuration', labelKey: 'nav.configuration', icon: 'configuration', children: configuration });
  }

  const maintenance = entries(
    link('enterRecords', 'nav.enterRecords', '/preventiveMaintenance/create'),
    link('viewRecords', 'nav.viewRecords', '/preventiveMaintenance/view-records'),
  );
  if (maintenance.length > 0) {
    menu.push({
      kind: 'group',
      id: 'maintenance',
      labelKey: 'nav.preventiveMaintenance',
      icon: 'maintenance',
      paths: ['/preventiveMaintenance', '/preventivemaintenance'],
      children: maintenance,
    });
  }

  // The menu needs REPORTS with VIEW_REPORTS (spec 01 §6); the screens open
  // with REPORTS alone (spec 01 §6, 03 §6), so the entry shows only where they open.
  if (opens(REPORTS_PATH) && passes({ requires: ['REPORTS', 'VIEW_REPORTS'] }, privileges)) {
    const children = buildReportsMenu(reports);
    menu.push(
      children.length > 0
        ? { kind: 'group', id: 'reports', labelKey: 'nav.reports', icon: 'reports', paths: ['/reports'], children }
        : link('reports', 'nav.reports', '/reports', 'reports'),
    );
  }

  menu.push(
    link('faq', 'nav.faq', '/faq', 'faq'),
    {
      kind: 'group',
      id: 'support',
      labelKey: 'nav.support',
      icon: 'support',
      paths: ['/support'],
      children: [link('raiseTicket', 'nav.raiseTicket', '/support/ticket'), link('myTickets', 'nav.myTickets', '/support/tickets')],
    },
    link('profile', 'nav.profile', '/profile', 'profile'),
  );
  return menu;
}

/** The path part of a menu route (without its query). */
export function pathOf(to: string): string {
  const i = to.indexOf('?');
  return i < 0 ? to : to.slice(0, i);
}

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function matches(route: string, current: string): boolean {
  const path = decoded(route);
  const pathname = decoded(current);
  return pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

/** True when the entry (or one of its descendants) is the current page. */
export function isActive(entry: NavEntry, pathname: string): boolean {
  if (entry.kind === 'link') return matches(pathOf(entry.to), pathname);
  return (entry.paths ?? []).some((p) => matches(p, pathname)) || entry.children.some((c) => isActive(c, pathname));
}

/** The ids of the groups to expand for the current path. */
export function openGroupsFor(menu: readonly NavEntry[], pathname: string): Set<string> {
  const open = new Set<string>();
  const walk = (entries: readonly NavEntry[]) => {
    for (const e of entries) {
      if (e.kind === 'group' && isActive(e, pathname)) {
        open.add(e.id);
        walk(e.children);
      }
    }
  };
  walk(menu);
  return open;
}
