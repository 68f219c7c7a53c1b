/**
 * The organisation as the provisioning service answers it (spec 01 §3), read
 * leniently: absent or null texts become '', absent ids null. Shared by the
 * organisation calls of this folder; each call lives in its own file.
 */
import { z } from 'zod';
import type { Page } from '@/lib/api-client';
import type { components } from '@/types/api';

/** What the create and edit calls send (ids are null on create). */
export type OrganizationBody = Omit<components['schemas']['Organization'], 'orgId'> & { orgId: number | null };

/** The provisioning service's organisation paths. */
export const ORGANIZATIONS_PATH = 'provisioningService/organizations';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const id = z
  .number()
  .nullish()
  .transform((v) => v ?? null);

export const addressSchema = z.object({
  pinCode: text,
  addressLine1: text,
  villageTownCity: text,
  district: text,
  state: text,
  country: text,
});

export const contactDetailsSchema = z.object({
  contactPersonName: text,
  countryCode: text,
  contactNumber: text,
  emailId: text,
});

const EMPTY_ADDRESS = addressSchema.parse({});
const EMPTY_CONTACT = contactDetailsSchema.parse({});

export const organizationSchema = z.object({
  orgId: id,
  orgName: z.string(),
  orgDisplayName: text,
  orgAbbreviatedName: text,
  orgUrl: text,
  orgType: text,
  address: addressSchema.nullish().transform((v) => v ?? EMPTY_ADDRESS),
  contactDetails: contactDetailsSchema.nullish().transform((v) => v ?? EMPTY_CONTACT),
  isParent: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  parentOrgId: id,
  rootOrgId: id,
  parentOrgName: text,
  rootOrgName: text,
});

export type Organization = z.infer<typeof organizationSchema>;

/** A sub-organisation is an organisation with a parent. */
export function isSubOrganization(o: Pick<Organization, 'parentOrgId' | 'parentOrgName'>): boolean {
  return o.parentOrgId !== null || o.parentOrgName !== '';
}

const pageInfoSchema = z.object({
  totalPages: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  hasNextPage: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  totalElements: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  page: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  size: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
});

export const organizationPageSchema = z.object({
  content: z
    .array(organizationSchema)
    .nullish()
    .transform((v) => v ?? []),
  pageInfo: pageInfoSchema.nullish().transform((v) => v ?? pageInfoSchema.parse({})),
});

/** Reads a paged organisation answer. */
export function parseOrganizationPage(answer: unknown): Page<Organization> {
  return organizationPageSchema.parse(answer);
}

/** A reference-list entry (typeName stored, typeDisplayName shown). */
export const typeItemSchema = z.object({
  typeName: z.string(),
  typeDisplayName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});

export const typeListSchema = z
  .array(typeItemSchema)
  .nullish()
  .transform((v) => v ?? []);

/** An organisation as a type-list entry (orgMetaList, subOrgMetaList). */
export const orgMetaSchema = typeItemSchema.extend({
  orgType: text,
  orgId: id,
});
export type OrgMeta = z.infer<typeof orgMetaSchema>;

export const orgMetaListSchema = z
  .array(orgMetaSchema)
  .nullish()
  .transform((v) => v ?? []);

/** The display name of a typeName in a list, or the typeName itself. */
export function typeDisplayName(list: readonly { typeName: string; typeDisplayName: string }[] | undefined, typeName: string): string {
  if (!typeName) return '';
  return list?.find((i) => i.typeName === typeName)?.typeDisplayName || typeName;
}
