/**
 * POST notificationService/test {channel} (ALL_PRIVILEGE): a test message
 * to the caller's own address; answers sent, failed (with the reason),
 * not_configured or no_address. An in-app test adds to the caller's inbox,
 * so the bell is asked again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { INBOX_KEY, UNREAD_KEY } from '@/features/notifications/api/inbox-item';

export const CHANNELS = ['email', 'sms', 'web'] as const;
export type Channel = (typeof CHANNELS)[number];

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const testResultSchema = z.object({ channel: str, status: str, address: str, error: str });
export type TestResult = z.infer<typeof testResultSchema>;

export async function sendTest(channel: Channel): Promise<TestResult> {
  return testResultSchema.parse(await api<unknown>('notificationService/test', { method: 'POST', body: { channel } }));
}

export function useSendTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTest,
    onSuccess: (_r, channel) => {
      if (channel !== 'web') return;
      void client.invalidateQueries({ queryKey: UNREAD_KEY });
      void client.invalidateQueries({ queryKey: INBOX_KEY });
    },
    meta: { handlesError: true },
  });
}
