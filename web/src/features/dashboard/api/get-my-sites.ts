/**
 * GET provisioningService/users/allUserSitesAssociation?pageable=false:
 * every site the signed-in user is associated with, bookmarked ones first.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const mySiteSchema = z.object({
  siteId: str,
  siteName: str,
  siteUUID: str,
  isBookmarked: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type MySite = z.infer<typeof mySiteSchema>;

export const mySitesSchema = z
  .array(mySiteSchema)
  .nullish()
  .transform((v) => v ?? []);

export const MY_SITES_PATH = 'provisioningService/users/allUserSitesAssociation';
export const MY_SITES_KEY = ['dashboard', 'my-sites'] as const;

/** Bookmarked sites first, each group in the server's order. */
export function bookmarkedFirst(sites: MySite[]): MySite[] {
  return [...sites.filter((s) => s.isBookmarked), ...sites.filter((s) => !s.isBookmarked)];
}

export async function getMySites(signal?: AbortSignal): Promise<MySite[]> {
  return bookmarkedFirst(mySitesSchema.parse(await api<unknown>(MY_SITES_PATH, { query: { pageable: false }, signal })));
}

export function useMySites() {
  return useQuery({ queryKey: MY_SITES_KEY, queryFn: ({ signal }) => getMySites(signal), meta: { handlesError: true } });
}
