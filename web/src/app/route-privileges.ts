/**
 * The one privilege table of the console's routes: a route listed here
 * opens only for a user its rule admits (anyone else is sent to /403 by
 * the protected layout), and the side menu shows the route's entry by the
 * same rule. A route not listed opens for every signed-in user; its calls
 * are still checked by the server, whose 403 leads to /403 as well.
 */
import { matchPath } from 'react-router';
import { hasAll } from '@/lib/auth-privileges';

type Privileges = readonly string[] | null | undefined;

export interface RoutePrivilege {
  /** A route-table path (exact match, :params allowed). */
  path: string;
  /** True when a user holding these privileges may open the route. */
  allows: (privileges: Privileges) => boolean;
}

/** The audit log: ALL_PRIVILEGE only, as the server's auditService/entries. */
export const AUDIT_LOG_PATH = '/configuration/audit-log';

export const ROUTE_PRIVILEGES: readonly RoutePrivilege[] = [{ path: AUDIT_LOG_PATH, allows: hasAll }];

/** True when the user may open the path (a pathname, without its query). */
export function mayOpen(privileges: Privileges, pathname: string): boolean {
  const rule = ROUTE_PRIVILEGES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return !rule || rule.allows(privileges);
}
