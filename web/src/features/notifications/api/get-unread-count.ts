/**
 * GET notificationService/inbox/unreadCount: the bell's number. Asked again
 * every 60 s, as a fallback for the push stream's `inbox` events.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { UNREAD_KEY, unreadSchema, type Unread } from '@/features/notifications/api/inbox-item';

export const UNREAD_REFRESH_MS = 60_000;

export async function getUnreadCount(signal?: AbortSignal): Promise<Unread> {
  return unreadSchema.parse(await api<unknown>('notificationService/inbox/unreadCount', { signal }));
}

/** The count; a failure leaves the bell without a badge (no error page for it). */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_REFRESH_MS,
    staleTime: 0,
    meta: { handlesError: true },
  });
}
