/**
 * The one privilege table of the console's routes (route-privileges.json,
 * docs/console.md#routes-and-privileges). Every route of the route table
 * is listed with the privileges it requires: the protected layout sends a
 * user whose privileges do not open the route to /403 before the screen
 * renders, and the side menu shows an entry exactly when its route opens
 * (app/layout/nav-menu). The browser walk (e2e/routes.test.mjs) reads the
 * same JSON file. The server still checks every call, and its 403 leads to
 * /403 as well.
 */
import { matchPath } from 'react-router';
import { hasAll, hasEvery } from '@/lib/auth-privileges';
import table from '@/app/route-privileges.json';

type Privileges = readonly string[] | null | undefined;

export interface RoutePrivilege {
  /** A route-table path (exact match, :params allowed). */
  path: string;
  /** Privileges the user must hold every one of ([] = any signed-in user; a wildcard passes). */
  requires: readonly string[];
  /** The side menu entry that opens the route, if any. */
  menu?: string;
  /** A concrete path for a route with parameters (the browser walk). */
  sample?: string;
}

/** True when a user holding these privileges passes the rule. */
export function passes(rule: Pick<RoutePrivilege, 'requires'>, privileges: Privileges): boolean {
  if (rule.requires.length === 0) return true;
  if (hasAll(privileges)) return true;
  return hasEvery(privileges, ...rule.requires);
}

/** The audit log: ALL_PRIVILEGE only, as the server's auditService/entries. */
export const AUDIT_LOG_PATH = '/configuration/audit-log';

/** The notification settings (policy, channels, delivery log): ALL_PRIVILEGE only, as their server calls. */
export const NOTIFICATION_SETTINGS_PATH = '/configuration/notifications';

/** The reports list (spec 01 §6, 03 §6): REPORTS, or ALL_PRIVILEGE(S); its menu entry also needs VIEW_REPORTS. */
export const REPORTS_PATH = '/reports';

/**
 * The report pages by the server's stable report name (spec 03 §2): the
 * CIP Report opens under /configurations, the others under /configuration.
 */
export function reportPath(name: string): string {
  return name === 'CIP Report' ? `/configurations/${name}` : `/configuration/${name}`;
}

/** The four reports the console has a page for (docs/reports.md). */
export const REPORT_NAMES = ['Chilling Session Report', 'Fuel Consumption Report', 'Milk Lifting Report', 'CIP Report'] as const;

/** The report pages' routes, each also with a trailing /:siteId that preselects a site. */
export const REPORT_PAGE_PATHS: readonly string[] = REPORT_NAMES.flatMap((n) => [reportPath(n), `${reportPath(n)}/:siteId`]);

/** Every route of the console with its rule (route-privileges.json). */
export const ROUTE_PRIVILEGES: readonly RoutePrivilege[] = table.routes;

/** An organisation's identity provider (docs/identity.md): ALL_PRIVILEGE, as its server calls (saving also needs the top organisation). */
export const IDENTITY_PROVIDER_PATH = '/configuration/identity-provider';

/** The rule of a route-table path, or undefined for a path the table does not list. */
export function ruleFor(pathname: string): RoutePrivilege | undefined {
  const path = decoded(pathname);
  return ROUTE_PRIVILEGES.find((r) => matchPath({ path: r.path, end: true }, path));
}

/** The reports screen and pages: REPORTS (spec 01 §6), or a wildcard. */
export const mayReport = (privileges: Privileges) => mayOpen(privileges, REPORTS_PATH);

/** A pathname as the route table matches it: percent-escapes decoded (a report's name has spaces). */
function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** True when the user may open the path (a pathname, without its query). */
export function mayOpen(privileges: Privileges, pathname: string): boolean {
  const rule = ruleFor(pathname);
  return !rule || passes(rule, privileges);
}
