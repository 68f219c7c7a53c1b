/**
 * PUT provisioningService/users/updatePassword {oldPassword, newPassword}:
 * changes the signed-in user's password. The server then ends every one of
 * their sessions. The form shows a failure itself.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const statusSchema = z.object({
  status: z.boolean(),
  message: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});
export type StatusAnswer = z.infer<typeof statusSchema>;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

export async function updatePassword(body: PasswordChange): Promise<StatusAnswer> {
  return statusSchema.parse(await api<unknown>('provisioningService/users/updatePassword', { method: 'PUT', body }));
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword, meta: { handlesError: true } });
}
