/**
 * The body sent for the user form's values (spec §5): confirmPassword is
 * removed, an empty subOrganizationName is omitted, the single role is sent
 * as a list, and the site associations and the alert configuration are
 * omitted when empty (user-sites-payload).
 */
import type { User, UserInput } from '@/features/users/api/user';
import type { CreateUserValues, EditUserValues, OwnProfileValues } from '@/features/users/components/user-schema';
import type { OwnProfileInput } from '@/features/users/api/update-my-profile';
import {
  toAlertConfigInput,
  toAlertEntryValues,
  toAssociationInput,
  toAssociationValues,
} from '@/features/users/components/user-sites-payload';

function base(v: CreateUserValues | EditUserValues): UserInput {
  const body: UserInput = {
    salutation: v.salutation,
    firstName: v.firstName,
    lastName: v.lastName,
    gender: v.gender,
    emailId: v.emailId,
    mobileNumbers: v.mobileNumbers,
    organizationName: v.organizationName,
    roles: [v.roles],
    alertsLanguage: v.alertsLanguage,
  };
  if (v.subOrganizationName) body.subOrganizationName = v.subOrganizationName;
  const associations = toAssociationInput(v.siteAssociationConfiguration);
  if (associations) body.siteAssociationConfiguration = associations;
  const alerts = toAlertConfigInput(v.userAlertConfiguration);
  if (alerts) body.userAlertConfiguration = alerts;
  return body;
}

/** POST users: the form's values with the user name and password. */
export function toCreateInput(v: CreateUserValues): UserInput {
  return { ...base(v), userName: v.userName, password: v.password };
}

/**
 * PUT users/{userId}: the form's values for the loaded user. The form edits
 * the first mobile number; any further ones the user has are kept.
 */
export function toEditInput(v: EditUserValues, record: User): UserInput {
  const body = base(v);
  body.userName = record.userName;
  body.enabled = v.enabled;
  body.mobileNumbers = [...v.mobileNumbers, ...record.mobileNumbers.slice(v.mobileNumbers.length)];
  return body;
}

/** The loaded user as the edit form's values. */
export function toEditValues(u: User): EditUserValues {
  return {
    ...toOwnValues(u),
    userName: u.userName,
    organizationName: u.organizationName,
    subOrganizationName: u.subOrganizationName,
    roles: u.roles[0] ?? '',
    enabled: u.enabled ?? u.active ?? true,
    siteAssociationConfiguration: toAssociationValues(u.siteAssociationConfiguration),
    userAlertConfiguration: toAlertEntryValues(u.userAlertConfiguration),
  };
}

/** The signed-in user as My profile's own edit form's values. */
export function toOwnValues(u: User): OwnProfileValues {
  const first = u.mobileNumbers[0];
  return {
    salutation: u.salutation,
    firstName: u.firstName,
    lastName: u.lastName,
    gender: u.gender,
    emailId: u.emailId,
    mobileNumbers: [{ countryCode: first?.countryCode ?? '', mobileNumber: first?.mobileNumber ?? '' }],
    alertsLanguage: u.alertsLanguage,
  };
}

/** PUT users/myProfile: the form edits the first mobile number and keeps the others, as the user form does. */
export function toOwnInput(v: OwnProfileValues, record: User): OwnProfileInput {
  return {
    salutation: v.salutation,
    firstName: v.firstName,
    lastName: v.lastName,
    gender: v.gender,
    emailId: v.emailId,
    mobileNumbers: [...v.mobileNumbers, ...record.mobileNumbers.slice(v.mobileNumbers.length)],
    alertsLanguage: v.alertsLanguage,
  };
}
