/**
 * PUT provisioningService/users/{userId}: edits a user (the user name cannot
 * change; enabled false disables them and ends their sessions).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userSchema, type User, type UserInput } from '@/features/users/api/user';

export async function updateUser({ userId, body }: { userId: number; body: UserInput }): Promise<User> {
  return userSchema.parse(await api<unknown>(`provisioningService/users/${userId}`, { method: 'PUT', body }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { handlesError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'details'] });
    },
  });
}
