/** The user as the server answers it, and the body of create and edit (spec §3). */
import { z } from 'zod';
import type { components } from '@/types/api';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const strings = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

export const mobileSchema = z.object({ countryCode: str, mobileNumber: str });
export type Mobile = z.infer<typeof mobileSchema>;

/** One site the user is associated with (siteAssociationConfiguration). */
export const associationSchema = z.object({
  siteName: str,
  siteUUID: str,
  siteId: str,
  isBookmarked: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  organization: str,
  subOrganization: str,
});
export type Association = z.infer<typeof associationSchema>;

/** The alert types of one channel, by level. */
export const channelSchema = z
  .object({ infoAlerts: strings, criticalAlerts: strings })
  .nullish()
  .transform((v) => v ?? { infoAlerts: [], criticalAlerts: [] });

/**
 * One entry of the user's alert configuration (userAlertConfiguration): a
 * site, or one chilling unit of it, and its channels. The top-level
 * infoAlerts and criticalAlerts are the web channel's. A channel switch the
 * server leaves out is null (its default applies).
 */
export const alertConfigSchema = z.object({
  siteName: str,
  siteId: str,
  siteUUID: str,
  chillingUnitId: str,
  chillingUnitUuid: str,
  enableEmailAlerts: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  enableSMSAlerts: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  enableWebAlerts: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  infoAlerts: strings,
  criticalAlerts: strings,
  emailAlerts: channelSchema,
  smsAlerts: channelSchema,
  organization: str,
  subOrganization: str,
});
export type AlertConfig = z.infer<typeof alertConfigSchema>;

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
  siteAssociationConfiguration: z
    .array(associationSchema)
    .nullish()
    .transform((v) => v ?? []),
  userAlertConfiguration: z
    .array(alertConfigSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type User = z.infer<typeof userSchema>;

/** The body of POST users and PUT users/{userId}. */
export type UserInput = components['schemas']['Input'];
