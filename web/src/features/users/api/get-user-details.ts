/** GET provisioningService/users/userDetails?userName: one user, for the edit form. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userSchema, type User } from '@/features/users/api/user';

export async function getUserDetails(userName: string, signal?: AbortSignal): Promise<User> {
  return userSchema.parse(await api<unknown>('provisioningService/users/userDetails', { query: { userName }, signal }));
}

export function useUserDetails(userName: string | undefined) {
  return useQuery({
    queryKey: ['users', 'details', userName],
    queryFn: userName ? ({ signal }) => getUserDetails(userName, signal) : skipToken,
  });
}
