/** PUT notificationService/inbox/readAll: marks every notification of the caller read (answers 0 unread). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unreadSchema, type Unread } from '@/features/notifications/api/inbox-item';
import { afterInboxChange } from '@/features/notifications/api/mark-read';

export async function markAllRead(): Promise<Unread> {
  return unreadSchema.parse(await api<unknown>('notificationService/inbox/readAll', { method: 'PUT' }));
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (answer) => afterInboxChange(client, answer),
    meta: { handlesError: true },
  });
}
