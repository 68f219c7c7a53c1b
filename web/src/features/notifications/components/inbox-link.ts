/**
 * Where a notification leads. The console has no page of its own for one
 * alert: an item about a unit opens the unit's chilling graph (the last 24
 * hours, with its critical alerts marked); a test message leads nowhere.
 */
import type { InboxItem } from '@/features/notifications/api/inbox-item';

export const GRAPH_PATH = '/monitoring/chilling graph/bmcgraph';
export const INBOX_SCREEN_PATH = '/notifications';

export function inboxItemLink(item: Pick<InboxItem, 'chillingUnitUUID'>): string | null {
  return item.chillingUnitUUID ? `${GRAPH_PATH}?chillingUnitUUID=${encodeURIComponent(item.chillingUnitUUID)}` : null;
}
