/**
 * The notification schemas read what the server answers: its generated
 * types (src/types/api.d.ts) must fit the schemas' input, and what the
 * console sends must be what the calls take.
 */
import type { z } from 'zod';
import type { components, operations } from '@/types/api';
import type { inboxItemSchema, unreadSchema } from '@/features/notifications/api/inbox-item';
import type { PolicyInput, policyViewSchema } from '@/features/notifications/api/policy';
import type { settingsSchema } from '@/features/notifications/api/get-settings';
import type { Channel, testResultSchema } from '@/features/notifications/api/send-test';
import type { DeliveryQuery, deliverySchema } from '@/features/notifications/api/get-deliveries';

type S = components['schemas'];

/** Compiles only when A can be given where B is read. */
function fits<A extends B, B>(_value?: A): true {
  return true;
}

describe('the notification calls’ contract', () => {
  it('reads the server’s answers', () => {
    fits<S['InboxItem'], z.input<typeof inboxItemSchema>>();
    fits<S['Unread'], z.input<typeof unreadSchema>>();
    fits<S['PolicyView'], z.input<typeof policyViewSchema>>();
    fits<S['Settings'], z.input<typeof settingsSchema>>();
    fits<S['TestResult'], z.input<typeof testResultSchema>>();
    fits<S['Delivery'], z.input<typeof deliverySchema>>();
  });

  it('sends what the calls take', () => {
    fits<PolicyInput, S['Policy']>();
    fits<{ channel: Channel }, S['TestInputBody']>();
    fits<{ ids: number[] }, S['MarkReadInputBody']>();
    fits<DeliveryQuery, NonNullable<operations['listDeliveries']['parameters']['query']>>();
    fits<{ unreadOnly?: boolean; page: number; size: number }, NonNullable<operations['listInbox']['parameters']['query']>>();
  });
});
