/**
 * The rules of the organisation form (spec 01 §5), one message per field:
 * the first rule a value breaks. Messages come translated from `t`, so the
 * same schema speaks English and French.
 */
import { z } from 'zod';
import type { TFunction } from 'i18next';

export const ORG_NAME_MIN = 4;
export const ORG_NAME_MAX = 20;
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 20;
export const CONTACT_NUMBER_DIGITS = 10;
/** The server accepts pin codes of at most this many digits. */
export const PIN_CODE_MAX = 10;

const V = 'organizations.validation';

type Check = [ok: (value: string) => boolean, messageKey: string];

const length = (v: string) => [...v].length;
const digits = (v: string) => /^[0-9]+$/.test(v);
const lettersAndSpaces = (min: number, max: number) => (v: string) => /^[\p{L} ]+$/u.test(v) && length(v) >= min && length(v) <= max;
const email = (v: string) => z.email().safeParse(v).success;

/** A trimmed text; empty gets `requiredKey`, else the first failing check's message. */
function requiredText(t: TFunction, requiredKey: string, checks: Check[] = []) {
  return z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      if (!v) {
        ctx.addIssue({ code: 'custom', message: t(`${V}.${requiredKey}`) });
        return;
      }
      const failed = checks.find(([ok]) => !ok(v));
      if (failed) ctx.addIssue({ code: 'custom', message: t(`${V}.${failed[1]}`) });
    });
}

const optionalText = () =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim());

export interface OrganizationSchemaOptions {
  /** A sub-organisation: a parent organisation is required. */
  subOrganization?: boolean;
  /** Editing: the name cannot change, so it is not checked again. */
  edit?: boolean;
}

export function organizationFormSchema(t: TFunction, { subOrganization = false, edit = false }: OrganizationSchemaOptions = {}) {
  const base = {
    orgType: requiredText(t, 'orgTypeRequired'),
    orgName: edit
      ? optionalText()
      : requiredText(t, 'orgNameRequired', [
          [(v) => length(v) >= ORG_NAME_MIN, 'orgNameMin'],
          [(v) => length(v) <= ORG_NAME_MAX, 'orgNameMax'],
        ]),
    orgDisplayName: requiredText(t, 'orgDisplayNameRequired'),
    orgAbbreviatedName: optionalText(),
    orgUrl: optionalText(),
    address: z.object({
      pinCode: requiredText(t, 'pinCodeRequired', [[(v) => digits(v) && v.length <= PIN_CODE_MAX, 'pinCodeInvalid']]),
      addressLine1: requiredText(t, 'addressLine1Required'),
      villageTownCity: requiredText(t, 'villageTownCityRequired'),
      district: requiredText(t, 'districtRequired'),
      state: requiredText(t, 'stateRequired'),
      country: requiredText(t, 'countryRequired'),
    }),
    contactDetails: z.object({
      contactPersonName: requiredText(t, 'contactPersonNameRequired', [
        [lettersAndSpaces(CONTACT_NAME_MIN, CONTACT_NAME_MAX), 'contactPersonNameLength'],
      ]),
      countryCode: requiredText(t, 'countryCodeRequired'),
      contactNumber: requiredText(t, 'contactNumberRequired', [
        [digits, 'contactNumberInvalid'],
        [(v) => v.length === CONTACT_NUMBER_DIGITS, 'contactNumberLength'],
      ]),
      emailId: requiredText(t, 'emailIdRequired', [[email, 'emailIdInvalid']]),
    }),
  };
  return z.object({
    ...base,
    parentOrgName: subOrganization ? requiredText(t, 'parentOrgNameRequired') : optionalText(),
  });
}

export type OrganizationFormSchema = ReturnType<typeof organizationFormSchema>;
export type OrganizationFormInput = z.input<OrganizationFormSchema>;
export type OrganizationFormValues = z.output<OrganizationFormSchema>;

/** An empty form. */
export function emptyOrganizationForm(): OrganizationFormValues {
  return {
    orgType: '',
    orgName: '',
    orgDisplayName: '',
    orgAbbreviatedName: '',
    orgUrl: '',
    parentOrgName: '',
    address: { pinCode: '', addressLine1: '', villageTownCity: '', district: '', state: '', country: '' },
    contactDetails: { contactPersonName: '', countryCode: '', contactNumber: '', emailId: '' },
  };
}
