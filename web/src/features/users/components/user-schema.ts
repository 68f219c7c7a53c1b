/**
 * The user form's rules (spec §5). Messages are i18n keys of users.json
 * (the form shows them translated); their English text is the server's.
 */
import { z } from 'zod';

export type UserFormMode = 'create' | 'edit';

/** The message key of every rule. */
export const USER_MESSAGES = {
  salutationRequired: 'users.validation.salutationRequired',
  firstNameRequired: 'users.validation.firstNameRequired',
  genderRequired: 'users.validation.genderRequired',
  roleRequired: 'users.validation.roleRequired',
  organizationRequired: 'users.validation.organizationRequired',
  alertsLanguageRequired: 'users.validation.alertsLanguageRequired',
  emailRequired: 'users.validation.emailRequired',
  emailInvalid: 'users.validation.emailInvalid',
  countryCodeRequired: 'users.validation.countryCodeRequired',
  mobileNumberRequired: 'users.validation.mobileNumberRequired',
  mobileNumberInvalid: 'users.validation.mobileNumberInvalid',
  mobileNumberLength: 'users.validation.mobileNumberLength',
  userNameRequired: 'users.validation.userNameRequired',
  userNameMin: 'users.validation.userNameMin',
  passwordRequired: 'users.validation.passwordRequired',
  passwordLength: 'users.validation.passwordLength',
  passwordsMustMatch: 'users.validation.passwordsMustMatch',
  alertSiteRequired: 'users.validation.alertSiteRequired',
  alertDuplicate: 'users.validation.alertDuplicate',
} as const;

const M = USER_MESSAGES;

export const USER_NAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 15;
export const MOBILE_DIGITS = 10;

/**
 * A trimmed value that must not be empty. A field may break several rules;
 * the form shows the first (the order written here).
 */
const required = (message: string) => z.string().trim().min(1, message);

const mobileSchema = z.object({
  countryCode: required(M.countryCodeRequired),
  mobileNumber: required(M.mobileNumberRequired).regex(/^\d+$/, M.mobileNumberInvalid).length(MOBILE_DIGITS, M.mobileNumberLength),
});

const associationSchema = z.object({
  siteName: z.string(),
  siteUUID: z.string(),
  siteId: z.string(),
  isBookmarked: z.boolean(),
  organization: z.string(),
  subOrganization: z.string(),
});

const channelSchema = z.object({ infoAlerts: z.array(z.string()), criticalAlerts: z.array(z.string()) });

const alertEntrySchema = z
  .object({
    siteName: z.string(),
    siteId: z.string(),
    siteUUID: z.string(),
    chillingUnitId: z.string(),
    chillingUnitUuid: z.string(),
    enableEmailAlerts: z.boolean(),
    enableSMSAlerts: z.boolean(),
    enableWebAlerts: z.boolean(),
    emailAlerts: channelSchema,
    smsAlerts: channelSchema,
    infoAlerts: z.array(z.string()),
    criticalAlerts: z.array(z.string()),
    organization: z.string(),
    subOrganization: z.string(),
  })
  // The site select holds siteName's place in the form (the server names it on a missing site).
  .refine((e) => `${e.siteId}${e.siteUUID}${e.siteName}`.trim() !== '', { path: ['siteName'], error: M.alertSiteRequired });

/** One entry per site, or per unit of a site: a second one for the same is refused, as the server does. */
const alertConfigSchema = z.array(alertEntrySchema).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    const site = e.siteId || e.siteUUID || e.siteName;
    if (!site) return;
    const key = `${site}|${e.chillingUnitUuid || e.chillingUnitId}`;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [i, e.chillingUnitId ? 'chillingUnitId' : 'siteName'], message: M.alertDuplicate });
    seen.add(key);
  });
});

/** What a user edits of themselves from My profile (PUT users/myProfile). */
const own = {
  salutation: required(M.salutationRequired),
  firstName: required(M.firstNameRequired),
  lastName: z.string().trim(),
  gender: required(M.genderRequired),
  emailId: required(M.emailRequired).pipe(z.email(M.emailInvalid)),
  mobileNumbers: z.array(mobileSchema).min(1),
  alertsLanguage: required(M.alertsLanguageRequired),
};
export const ownProfileSchema = z.object(own);
export type OwnProfileValues = z.output<typeof ownProfileSchema>;

const common = {
  ...own,
  organizationName: required(M.organizationRequired),
  subOrganizationName: z.string().trim(),
  /** One role per user: a single role name in the form. */
  roles: required(M.roleRequired),
  siteAssociationConfiguration: z.array(associationSchema).default([]),
  userAlertConfiguration: alertConfigSchema.default([]),
};

const passwordSchema = z.string().min(1, M.passwordRequired).min(PASSWORD_MIN, M.passwordLength).max(PASSWORD_MAX, M.passwordLength);

export const createUserSchema = z
  .object({
    ...common,
    userName: required(M.userNameRequired).min(USER_NAME_MIN, M.userNameMin),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    error: M.passwordsMustMatch,
  });

export const editUserSchema = z.object({
  ...common,
  /** Shown read-only; the user name cannot change. */
  userName: z.string(),
  enabled: z.boolean(),
});

export type CreateUserValues = z.output<typeof createUserSchema>;
export type EditUserValues = z.output<typeof editUserSchema>;
