/** PUT provisioningService/users/resetPassword?userName: an administrator sets another user's password. */
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

export interface ResetPasswordRequest {
  userName: string;
  newPassword: string;
  confirmPassword: string;
}

export async function resetPassword({ userName, newPassword, confirmPassword }: ResetPasswordRequest): Promise<StatusAnswer> {
  return statusSchema.parse(
    await api<unknown>('provisioningService/users/resetPassword', {
      method: 'PUT',
      query: { userName },
      body: { newPassword, confirmPassword },
    }),
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesError: true } });
}
