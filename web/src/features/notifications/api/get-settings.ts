/**
 * GET notificationService/settings (ALL_PRIVILEGE): how e-mail, SMS and the
 * inbox are configured on the server (never their secrets), how old a change
 * may be to be sent, and the base of the links in messages.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const channelSettingsSchema = z
  .object({
    configured: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    description: str,
    problem: str,
  })
  .nullish()
  .transform((v) => v ?? { configured: false, description: '', problem: '' });
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;

export const settingsSchema = z.object({
  email: channelSettingsSchema,
  sms: channelSettingsSchema,
  web: channelSettingsSchema,
  /** A Go duration ('30m0s'). */
  liveWindow: str,
  publicUrl: str,
});
export type Settings = z.infer<typeof settingsSchema>;

export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  return settingsSchema.parse(await api<unknown>('notificationService/settings', { signal }));
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: ['notifications', 'settings'],
    queryFn: ({ signal }) => getSettings(signal),
    meta: { handlesError: true },
  });
}
