import type { Site } from '@/lib/sites';

/** The value a site is chosen by in the maintenance forms: its uuid, else its id. */
export function siteKey(s: Site): string {
  return s.siteUUID || s.siteId;
}
