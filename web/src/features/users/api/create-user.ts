/** POST provisioningService/users: creates a user. The form shows a failure itself. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userSchema, type User, type UserInput } from '@/features/users/api/user';

export async function createUser(body: UserInput): Promise<User> {
  return userSchema.parse(await api<unknown>('provisioningService/users', { method: 'POST', body }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { handlesError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'details'] });
    },
  });
}
