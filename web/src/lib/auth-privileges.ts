/**
 * Privilege checks on the uiPrivileges list of the signed-in user (spec §6).
 * ALL_PRIVILEGE grants everything; the reports check of the spec also
 * accepts ALL_PRIVILEGES (plural), so both spellings are treated as the
 * wildcard here.
 */
export const ALL_PRIVILEGE = 'ALL_PRIVILEGE';
export const ALL_PRIVILEGES = 'ALL_PRIVILEGES';

/** A user with at least this many privileges is a full administrator (spec §9). */
export const FULL_ADMIN_THRESHOLD = 15;

/** The privilege names the console checks. */
export const PRIVILEGE = {
  configuration: 'CONFIGURATION',
  organizationConfiguration: 'ORGANIZATION_CONFIGURATION',
  siteConfiguration: 'SITE_CONFIGURATION',
  roleConfiguration: 'ROLE_CONFIGURATION',
  userConfiguration: 'USER_CONFIGURATION',
  checklistConfiguration: 'CHECKLIST_CONFIGURATION',
  preventiveMaintenance: 'PREVENTIVE_MAINTENANCE',
  enterRecords: 'ENTER_RECORDS',
  viewRecords: 'VIEW_RECORDS',
  reports: 'REPORTS',
  viewReports: 'VIEW_REPORTS',
  liveTile: 'LIVE_TILE',
  bmcTile: 'BMC_TILE',
  alertsTile: 'ALERTS_TILE',
  siteListTile: 'SITE_LIST_TILE',
} as const;

type Privileges = readonly string[] | null | undefined;

/** True when the list holds a wildcard privilege. */
export function hasAll(privileges: Privileges): boolean {
  return !!privileges && (privileges.includes(ALL_PRIVILEGE) || privileges.includes(ALL_PRIVILEGES));
}

/** True when the user holds any of the names, or a wildcard privilege. */
export function hasAny(privileges: Privileges, ...names: string[]): boolean {
  if (!privileges || privileges.length === 0) return false;
  return hasAll(privileges) || names.some((n) => privileges.includes(n));
}

/** True when the user holds every one of the names, or a wildcard privilege. */
export function hasEvery(privileges: Privileges, ...names: string[]): boolean {
  if (!privileges || privileges.length === 0) return false;
  return hasAll(privileges) || names.every((n) => privileges.includes(n));
}

/** A full administrator holds at least FULL_ADMIN_THRESHOLD privileges. */
export function isFullAdmin(privileges: Privileges): boolean {
  return (privileges?.length ?? 0) >= FULL_ADMIN_THRESHOLD;
}
