/** The user as the server answers it, and the body of create and edit (spec §3). */
import { z } from 'zod';
import type { components } from '@/types/api';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const mobileSchema = z.object({ countryCode: str, mobileNumber: str });
export type Mobile = z.infer<typeof mobileSchema>;

export const userSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  emailId: str,
  firstName: str,
  lastName: str,
  salutation: str,
  gender: str,
  roles: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  mobileNumbers: z
    .array(mobileSchema)
    .nullish()
    .transform((v) => v ?? []),
  organizationName: str,
  subOrganizationName: str,
  alertsLanguage: str,
  enabled: z.boolean().nullish(),
  active: z.boolean().nullish(),
  locked: z.boolean().nullish(),
  expired: z.boolean().nullish(),
  isOauthAuthenticated: z.boolean().nullish(),
});
export type User = z.infer<typeof userSchema>;

/** The body of POST users and PUT users/{userId}. */
export type UserInput = components['schemas']['Input'];
