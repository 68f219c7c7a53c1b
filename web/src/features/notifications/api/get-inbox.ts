/**
 * GET notificationService/inbox?unreadOnly&page&size: one page of the
 * caller's own notifications, newest first (any signed-in user).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import { pageSchema } from '@/lib/page-schema';
import { INBOX_KEY, inboxItemSchema, type InboxItem } from '@/features/notifications/api/inbox-item';

export const INBOX_PATH = 'notificationService/inbox';

const answerSchema = pageSchema(inboxItemSchema);

export interface InboxQuery {
  unreadOnly?: boolean;
  page: number;
  size: number;
}

export async function getInbox(q: InboxQuery, signal?: AbortSignal): Promise<Page<InboxItem>> {
  return answerSchema.parse(
    await api<unknown>(INBOX_PATH, { query: { unreadOnly: q.unreadOnly ? true : undefined, page: q.page, size: q.size }, signal }),
  );
}

/** A page of the inbox; `enabled` false waits (the bell asks only once opened). */
export function useInbox(q: InboxQuery, enabled = true) {
  return useQuery({
    queryKey: [...INBOX_KEY, q],
    queryFn: ({ signal }) => getInbox(q, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { handlesError: true },
  });
}
