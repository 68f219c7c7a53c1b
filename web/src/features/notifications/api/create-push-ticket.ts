/**
 * POST pushNotification/ticket: a single-use ticket, valid 60 seconds, that
 * opens one push stream (EventSource cannot send the Authorization header).
 * The bell's stream is GET /authgateway/pushNotification/notification
 * ?ticket without a unit: its `inbox` events carry the caller's unread count.
 */
import { z } from 'zod';
import { api, apiUrl } from '@/lib/api-client';

const ticketSchema = z.object({ ticket: z.string().min(1), expiresAt: z.string().nullish() });

export async function createPushTicket(): Promise<string> {
  return ticketSchema.parse(await api<unknown>('pushNotification/ticket', { method: 'POST' })).ticket;
}

/** The stream's URL for a ticket. */
export function inboxStreamUrl(ticket: string): string {
  return apiUrl('pushNotification/notification', { ticket });
}
