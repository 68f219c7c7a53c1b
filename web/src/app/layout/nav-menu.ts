/**
 * The side menu (spec §2.2 and §6), built from the user's uiPrivileges and
 * the reports list as a pure function so every rule is testable.
 */
import { AUDIT_LOG_PATH, mayOpen, NOTIFICATION_SETTINGS_PATH, reportPath, REPORTS_PATH } from '@/app/route-privileges';
import { hasAny, hasEvery, PRIVILEGE as P } from '@/lib/auth-privileges';

export type NavIcon =
  | 'home'
  | 'monitoring'
  | 'configuration'
  | 'maintenance'
  | 'reports'
  | 'faq'
  | 'profile';

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
  const names = [...categories.keys()];
  const entries: NavEntry[] = names.slice(0, MAX_REPORT_CATEGORIES).map((category) => {
    const list = categories.get(category)!;
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
  if (names.length > MAX_REPORT_CATEGORIES) entries.push(link('reports-more', 'nav.more', '/reports'));
  return entries;
}

/** The menu the user may see. Groups left without entries are not shown. */
export function buildMenu({ privileges, orgName = '', reports = [] }: MenuInput): NavEntry[] {
  const can = (...names: string[]) => hasAny(privileges, ...names);
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

  if (can(P.configuration)) {
    const children: NavEntry[] = [];
    if (can(P.organizationConfiguration)) {
      children.push(
        link('organisation', 'nav.organisation', `/configuration/SuborganizationList/${encodeURIComponent(orgName)}`),
        link('createSubOrg', 'nav.createSubOrg', '/configuration/suborganizationprofile'),
      );
    }
    if (can(P.siteConfiguration)) {
      children.push(
        link('site', 'nav.site', '/configuration/totalsite?page=0&paging=&size=5000'),
        link('createSite', 'nav.createSite', '/configuration/site'),
        link('importSite', 'nav.importSite', '/configuration/import-site'),
      );
    }
    if (can(P.roleConfiguration)) {
      children.push(
        link('role', 'nav.role', '/configuration/rolelist?page=0&size=1000'),
        link('createRole', 'nav.createRole', '/configuration/role'),
      );
    }
    if (can(P.userConfiguration)) {
      children.push(
        link('user', 'nav.user', '/configuration/userlist?page=0&paging=&size=1000'),
        link('createUser', 'nav.createUser', '/configuration/user'),
      );
    }
    if (can(P.checklistConfiguration)) {
      children.push(link('checklistTemplate', 'nav.checklistTemplate', '/configuration/checklist-templates-list'));
    }
    if (mayOpen(privileges, NOTIFICATION_SETTINGS_PATH)) {
      children.push(link('notifications', 'nav.notifications', NOTIFICATION_SETTINGS_PATH));
    }
    if (mayOpen(privileges, AUDIT_LOG_PATH)) {
      children.push(link('auditLog', 'nav.auditLog', AUDIT_LOG_PATH));
    }
    if (children.length > 0) {
      menu.push({ kind: 'group', id: 'configuration', labelKey: 'nav.configuration', icon: 'configuration', children });
    }
  }

  if (can(P.preventiveMaintenance)) {
    const children: NavEntry[] = [];
    if (can(P.enterRecords)) children.push(link('enterRecords', 'nav.enterRecords', '/preventiveMaintenance/create'));
    if (can(P.viewRecords)) children.push(link('viewRecords', 'nav.viewRecords', '/preventiveMaintenance/view-records'));
    if (children.length > 0) {
      menu.push({
        kind: 'group',
        id: 'maintenance',
        labelKey: 'nav.preventiveMaintenance',
        icon: 'maintenance',
        paths: ['/preventiveMaintenance', '/preventivemaintenance'],
        children,
      });
    }
  }

  // The menu's rule (REPORTS and VIEW_REPORTS) within the screen's (route-privileges).
  if (hasEvery(privileges, P.reports, P.viewReports) && mayOpen(privileges, REPORTS_PATH)) {
    const children = buildReportsMenu(reports);
    menu.push(
      children.length > 0
        ? { kind: 'group', id: 'reports', labelKey: 'nav.reports', icon: 'reports', paths: ['/reports'], children }
        : link('reports', 'nav.reports', '/reports', 'reports'),
    );
  }

  menu.push(link('faq', 'nav.faq', '/faq', 'faq'), link('profile', 'nav.profile', '/profile', 'profile'));
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
  return pathname === path || pathname.startsWith(path.endsWith('/') ? path : path + '/');
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
