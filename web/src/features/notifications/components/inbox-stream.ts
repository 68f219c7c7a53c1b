/**
 * The bell's live count: a single-use ticket opens the push stream of the
 * caller (no unit), whose `inbox` events carry the unread count whenever the
 * caller's inbox changes. The count goes straight into the unread query and
 * the inbox pages are asked again. When the stream fails it is opened again
 * with a fresh ticket (the old one is spent), waiting 1 s, then 2, 4… up to
 * 30 s; a stream opened again asks the count, which may have changed
 * meanwhile. Without EventSource (tests, old browsers) the 60 s refetch of
 * the count is all there is.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createPushTicket, inboxStreamUrl } from '@/features/notifications/api/create-push-ticket';
import { INBOX_KEY, UNREAD_KEY, unreadSchema } from '@/features/notifications/api/inbox-item';

export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/** The wait before the next try after `failures` failed ones in a row. */
export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/** The unread count of an `inbox` event's data, or null when it is not one. */
export function readUnread(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = unreadSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.unread : null;
  } catch {
    return null;
  }
}

export function useInboxStream(enabled = true) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let reopened = false;

    const retry = () => {
      source?.close();
      source = null;
      if (stopped) return;
      failures++;
      reopened = true;
      timer = setTimeout(() => void connect(), retryDelay(failures));
    };

    const connect = async () => {
      let ticket: string;
      try {
        ticket = await createPushTicket();
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      const es = new EventSource(inboxStreamUrl(ticket));
      source = es;
      es.onopen = () => {
        failures = 0;
        if (reopened) void client.invalidateQueries({ queryKey: UNREAD_KEY });
      };
      // The browser would reconnect with the spent ticket: start over with a new one.
      es.onerror = () => {
        if (source === es) retry();
      };
      es.addEventListener('inbox', (e) => {
        const unread = readUnread((e as MessageEvent<unknown>).data);
        if (unread === null) return;
        client.setQueryData(UNREAD_KEY, { unread });
        void client.invalidateQueries({ queryKey: INBOX_KEY });
      });
    };

    void connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [enabled, client]);
}
