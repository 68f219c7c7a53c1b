/** Where the BMC and alert lists lead (spec 03 §2), as pure functions. */

/** The chilling graph of a unit: /bmcgraph/{siteId}?chillingUnitUUID={uuid}. */
export function bmcGraphLink(siteId: string, unitUuid: string): string {
  return `/bmcgraph/${encodeURIComponent(siteId)}?chillingUnitUUID=${encodeURIComponent(unitUuid)}`;
}

/** A site's details: /totalsites/site-details/{siteId}. */
export function siteDetailsLink(siteId: string): string {
  return `/totalsites/site-details/${encodeURIComponent(siteId)}`;
}

/**
 * A unit's info events or critical alerts:
 * /info-alerts|/critical-alerts?sites={siteUuid}&chillingUnits={uuid}&paging=&page=0&date={date}.
 */
export function unitAlertsLink(kind: 'info' | 'critical', siteUuid: string, unitUuid: string, date: string): string {
  const q = [
    ['sites', siteUuid],
    ['chillingUnits', unitUuid],
    ['paging', ''],
    ['page', '0'],
    ['date', date],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `/${kind === 'info' ? 'info-alerts' : 'critical-alerts'}?${q}`;
}
