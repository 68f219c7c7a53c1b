/**
 * The one privilege table of the console's routes: a route listed here
 * opens only for a user its rule admits (anyone else is sent to /403 by
 * the protected layout), and the side menu shows the route's entry by the
 * same rule. A route not listed opens for every signed-in user; its calls
 * are still checked by the server, whose 403 leads to /403 as well.
 */
import { matchPath } from 'react-router';
import { hasAll, hasAny, PRIVILEGE } from '@/lib/auth-privileges';

type Privileges = readonly string[] | null | undefined;

export interface RoutePrivilege {
  /** A route-table path (exact match, :params allowed). */
  path: string;
  /** True when a user holding these privileges may open the route. */
  allows: (privileges: Privileges) => boolean;
}

/** The audit log: ALL_PRIVILEGE only, as the server's auditService/entries. */
export const AUDIT_LOG_PATH = '/configuration/audit-log';

/** The notification settings (policy, channels, delivery log): ALL_PRIVILEGE only, as their server calls. */
export const NOTIFICATION_SETTINGS_PATH = '/configuration/notifications';

/** The reports list (spec 03 §2, §6): REPORTS, or ALL_PRIVILEGE(S). */
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

/** The reports screen and pages: REPORTS, or a wildcard privilege. */
export const mayReport = (privileges: Privileges) => hasAny(privileges, PRIVILEGE.reports);

export const ROUTE_PRIVILEGES: readonly RoutePrivilege[] = [
  { path: AUDIT_LOG_PATH, allows: hasAll },
  { path: NOTIFICATION_SETTINGS_PATH, allows: hasAll },
  { path: REPORTS_PATH, allows: mayReport },
  ...REPORT_PAGE_PATHS.map((path) => ({ path, allows: mayReport })),
];

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
  const path = decoded(pathname);
  const rule = ROUTE_PRIVILEGES.find((r) => matchPath({ path: r.path, end: true }, path));
  return !rule || rule.allows(privileges);
}
