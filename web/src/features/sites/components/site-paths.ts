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
