/**
 * PUT provisioningService/users/addFavSites?userName: marks or unmarks
 * sites as the signed-in user's bookmarks; answers the user's sites.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookmarkedFirst, mySitesSchema, MY_SITES_KEY, type MySite } from '@/features/dashboard/api/get-my-sites';

export const BOOKMARKS_PATH = 'provisioningService/users/addFavSites';

export interface BookmarkChange {
  siteId: string;
  siteUUID: string;
  isBookmarked: boolean;
}

export async function updateBookmarks(userName: string, changes: BookmarkChange[]): Promise<MySite[]> {
  const answer = await api<unknown>(BOOKMARKS_PATH, { method: 'PUT', query: { userName }, body: changes });
  return bookmarkedFirst(mySitesSchema.parse(answer));
}

/** Sends one change and shows the answered list at once. */
export function useUpdateBookmarks(userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: BookmarkChange) => updateBookmarks(userName, [change]),
    onSuccess: (sites) => client.setQueryData(MY_SITES_KEY, sites),
    meta: { handlesError: true },
  });
}
