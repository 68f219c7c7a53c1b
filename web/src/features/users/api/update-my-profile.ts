/**
 * PUT provisioningService/users/myProfile: the signed-in user edits their
 * own personal and contact details and alert language (anyone signed in).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userSchema, type User } from '@/features/users/api/user';
import type { components } from '@/types/api';

export type OwnProfileInput = components['schemas']['Own'];

export async function updateMyProfile(body: OwnProfileInput): Promise<User> {
  return userSchema.parse(await api<unknown>('provisioningService/users/myProfile', { method: 'PUT', body }));
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    meta: { handlesError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['users', 'details'] });
      void queryClient.invalidateQueries({ queryKey: ['profile', 'details'] });
    },
  });
}
