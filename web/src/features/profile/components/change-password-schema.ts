/** The change-password rules (spec §5); messages are i18n keys of profile.json. */
import { z } from 'zod';

export const PASSWORD_MESSAGES = {
  oldPasswordRequired: 'profile.validation.oldPasswordRequired',
  newPasswordRequired: 'profile.validation.newPasswordRequired',
  passwordLength: 'profile.validation.passwordLength',
  passwordsSame: 'profile.validation.passwordsSame',
} as const;

const M = PASSWORD_MESSAGES;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 15;

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, M.oldPasswordRequired),
    newPassword: z.string().min(1, M.newPasswordRequired).min(PASSWORD_MIN, M.passwordLength).max(PASSWORD_MAX, M.passwordLength),
    confirmPassword: z.string(),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    error: M.passwordsSame,
  });

export type ChangePasswordValues = z.output<typeof changePasswordSchema>;
