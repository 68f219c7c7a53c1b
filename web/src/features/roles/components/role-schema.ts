/** The role form's rules; messages are i18n keys of roles.json (English text as the server's). */
import { z } from 'zod';

export const ROLE_MESSAGES = {
  roleNameRequired: 'roles.validation.roleNameRequired',
  roleNameLength: 'roles.validation.roleNameLength',
  descriptionTooLong: 'roles.validation.descriptionTooLong',
  privilegesRequired: 'roles.validation.privilegesRequired',
} as const;

export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 50;
export const DESCRIPTION_MAX = 500;

export const roleSchema = z.object({
  roleName: z
    .string()
    .trim()
    .min(1, ROLE_MESSAGES.roleNameRequired)
    .min(ROLE_NAME_MIN, ROLE_MESSAGES.roleNameLength)
    .max(ROLE_NAME_MAX, ROLE_MESSAGES.roleNameLength),
  description: z.string().trim().max(DESCRIPTION_MAX, ROLE_MESSAGES.descriptionTooLong),
  privileges: z.array(z.string()).min(1, ROLE_MESSAGES.privilegesRequired),
});

export type RoleFormValues = z.output<typeof roleSchema>;
