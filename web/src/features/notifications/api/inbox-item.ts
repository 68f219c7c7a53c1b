/**
 * One in-app notification of the signed-in user (GET
 * notificationService/inbox), the unread count every inbox call answers,
 * and the query keys the bell, the inbox screen and the push stream share.
 */
import { z } from 'zod';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const int = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);

export const inboxItemSchema = z.object({
  id: int,
  /** RFC 3339. */
  createdAt: str,
  /** CRITICAL or INFO. */
  alertLevel: str,
  title: str,
  body: str,
  /** The critical alert the item is about ('' for an info event or a test). */
  alertId: str,
  chillingUnitUUID: str,
  /** Alert changes the item covers (more than one: a digest). */
  entries: int,
  read: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  readAt: str,
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const unreadSchema = z.object({ unread: int });
export type Unread = z.infer<typeof unreadSchema>;

/** Every notifications query starts with this. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The unread count (the bell's badge). */
export const UNREAD_KEY = ['notifications', 'unread'] as const;
/** Every page of the inbox (the bell's list and the inbox screen). */
export const INBOX_KEY = ['notifications', 'inbox'] as const;
