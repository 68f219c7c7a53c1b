/**
 * PUT notificationService/inbox/read {ids}: marks some of the caller's
 * notifications read and answers the unread count left.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { INBOX_KEY, UNREAD_KEY, unreadSchema, type Unread } from '@/features/notifications/api/inbox-item';

export async function markRead(ids: number[]): Promise<Unread> {
  return unreadSchema.parse(await api<unknown>('notificationService/inbox/read', { method: 'PUT', body: { ids } }));
}

/** Shows the answered count at once and reloads the inbox pages. */
export function afterInboxChange(client: QueryClient, answer: Unread) {
  client.setQueryData(UNREAD_KEY, answer);
  void client.invalidateQueries({ queryKey: INBOX_KEY });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (answer) => afterInboxChange(client, answer),
    meta: { handlesError: true },
  });
}
