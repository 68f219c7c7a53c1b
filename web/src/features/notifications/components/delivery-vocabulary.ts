/**
 * The delivery log's words (docs/notifications.md "The delivery log"): its
 * channels, statuses and kinds of message, with their translated labels. A
 * value the console does not know yet shows as the server wrote it.
 */
import type { TFunction } from 'i18next';

export const DELIVERY_CHANNELS = ['email', 'sms', 'web'] as const;

export const DELIVERY_STATUSES = [
  'sent',
  'failed',
  'retry',
  'sending',
  'in_doubt',
  'historical',
  'withdrawn',
  'not_configured',
  'no_address',
  'sms_cap',
] as const;

export const DELIVERY_KINDS = ['raised', 'escalated', 'cleared', 'event', 'withdrawn', 'found_late', 'offline', 'test'] as const;

export type StatusTone = 'success' | 'error' | 'warning' | 'info' | 'default';

/** How a status looks: delivered, failed, waiting or in doubt, not sent on purpose. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'sent':
      return 'success';
    case 'failed':
      return 'error';
    case 'retry':
    case 'in_doubt':
    case 'sms_cap':
    case 'no_address':
      return 'warning';
    case 'sending':
      return 'info';
    default:
      return 'default';
  }
}

function label(group: string, value: string, t: TFunction): string {
  return value ? t(`notifications.${group}.${value}`, { defaultValue: value }) : '';
}

export const channelLabel = (channel: string, t: TFunction) => label('channels', channel, t);
export const statusLabel = (status: string, t: TFunction) => label('statuses', status, t);
export const kindLabel = (kind: string, t: TFunction) => label('kinds', kind, t);
