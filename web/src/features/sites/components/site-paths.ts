/** The routes the site screens link to (spec 02 §2, spec 01 §2.3). */

/** The list, as the pages link to it (spec 02 §9: size 1000). */
export const SITE_LIST_PATH = '/configuration/totalsite?page=0&paging=&size=1000';
export const SITE_CREATE_PATH = '/configuration/site';
export const SITE_IMPORT_PATH = '/configuration/import-site';

const enc = encodeURIComponent;

export function siteDetailsPath(siteId: string): string {
  return `/totalsites/site-details/${enc(siteId)}`;
}

export function siteEditPath(siteId: string): string {
  return `/configuration/site/${enc(siteId)}`;
}

export function bmcGraphPath(siteId: string): string {
  return `/bmcgraph/${enc(siteId)}`;
}

export function deviceDataPath(siteId: string, unitUuid: string): string {
  return `/totalsites/site-details/${enc(siteId)}/device-data/${enc(unitUuid)}`;
}

/** The site list every signed-in user may open (the dashboard's tile link), for those the configuration list is closed to. */
export const SITE_LIST_OPEN_PATH = '/totalsites?page=0&paging=&size=1000';

/** The per-BMC chilling cost form of a site (issue 15), with the BMC preselected when given. */
export function chillingCostPath(siteId: string, customerBmcId?: string): string {
  return `/configuration/chilling-cost/${enc(siteId)}${customerBmcId ? `?bmc=${enc(customerBmcId)}` : ''}`;
}
