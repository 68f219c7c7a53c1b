/**
 * The organisation form's fields (spec 01 §3): details, address (country,
 * state and district through the location selector) and contact details.
 * Labels are i18n keys; the rules are in organization-schema.ts.
 */
import type { FieldConfig, FieldOption } from '@/components/form/form-types';
import type { TypeItem } from '@/types/type-item';
import type { Organization, OrganizationBody, OrgMeta } from '@/features/organizations/api/organization-model';
import type { OrganizationFormValues } from '@/features/organizations/components/organization-schema';

const F = 'organizations.fields';

export interface OrganizationFieldsOptions {
  subOrganization: boolean;
  edit: boolean;
  orgTypes: FieldOption[];
  orgTypesLoading?: boolean;
  parents: FieldOption[];
  parentsLoading?: boolean;
  countryCodes: FieldOption[];
  countryCodesLoading?: boolean;
}

export function organizationFields(o: OrganizationFieldsOptions): FieldConfig[] {
  return [
    { type: 'label', text: 'organizations.form.allRequired' },
    { type: 'completedPercentage', label: `${F}.completion` },
    { type: 'header', text: 'organizations.sections.details' },
    { type: 'select', name: 'orgType', label: `${F}.orgType`, options: o.orgTypes, loading: o.orgTypesLoading, width: 6 },
    {
      type: 'select',
      name: 'parentOrgName',
      label: `${F}.parentOrgName`,
      options: o.parents,
      loading: o.parentsLoading,
      disabled: o.edit,
      width: 6,
      hidden: !o.subOrganization,
    },
    {
      type: 'text',
      name: 'orgName',
      label: `${F}.orgName`,
      disabled: o.edit,
      helperText: o.edit ? `${F}.orgNameLocked` : undefined,
      width: 6,
    },
    { type: 'text', name: 'orgDisplayName', label: `${F}.orgDisplayName`, width: 6 },
    { type: 'text', name: 'orgAbbreviatedName', label: `${F}.orgAbbreviatedName`, width: 6 },
    { type: 'text', name: 'orgUrl', label: `${F}.orgUrl`, autoComplete: 'url', width: 6 },
    { type: 'header', text: 'organizations.sections.address' },
    { type: 'text', name: 'address.pinCode', label: `${F}.pinCode`, autoComplete: 'postal-code', width: 4 },
    { type: 'text', name: 'address.addressLine1', label: `${F}.addressLine1`, autoComplete: 'address-line1', width: 8 },
    { type: 'text', name: 'address.villageTownCity', label: `${F}.villageTownCity`, width: 12 },
    { type: 'location', names: { country: 'address.country', state: 'address.state', district: 'address.district' } },
    { type: 'header', text: 'organizations.sections.contact' },
    { type: 'text', name: 'contactDetails.contactPersonName', label: `${F}.contactPersonName`, autoComplete: 'name', width: 6 },
    {
      type: 'select',
      name: 'contactDetails.countryCode',
      label: `${F}.countryCode`,
      options: o.countryCodes,
      loading: o.countryCodesLoading,
      width: 6,
    },
    { type: 'text', name: 'contactDetails.contactNumber', label: `${F}.contactNumber`, autoComplete: 'tel-national', width: 6 },
    { type: 'email', name: 'contactDetails.emailId', label: `${F}.emailId`, autoComplete: 'email', width: 6 },
  ];
}

/** A reference list as select options (typeName stored, typeDisplayName shown). */
export function typeOptions(items: readonly TypeItem[] | undefined): FieldOption[] {
  return (items ?? []).map((i) => ({ value: i.typeName, label: i.typeDisplayName || i.typeName }));
}

/** The parent choices: organisations by name, each once, in the order given. */
export function parentOptions(...lists: (readonly OrgMeta[] | undefined)[]): FieldOption[] {
  const seen = new Set<string>();
  const out: FieldOption[] = [];
  for (const item of lists.flatMap((l) => l ?? [])) {
    if (seen.has(item.typeName)) continue;
    seen.add(item.typeName);
    out.push({ value: item.typeName, label: item.typeDisplayName || item.typeName });
  }
  return out;
}

/** A loaded organisation as form values. */
export function toFormValues(o: Organization): OrganizationFormValues {
  return {
    orgType: o.orgType,
    orgName: o.orgName,
    orgDisplayName: o.orgDisplayName,
    orgAbbreviatedName: o.orgAbbreviatedName,
    orgUrl: o.orgUrl,
    parentOrgName: o.parentOrgName,
    address: { ...o.address },
    contactDetails: { ...o.contactDetails },
  };
}

/**
 * The create call's body: the form values with ids null; a top-level
 * organisation has isParent true, a sub-organisation names its parent.
 */
export function toCreateBody(values: OrganizationFormValues, subOrganization: boolean): OrganizationBody {
  const { parentOrgName, ...rest } = values;
  return {
    ...rest,
    orgId: null,
    parentOrgId: null,
    rootOrgId: null,
    isParent: !subOrganization,
    ...(subOrganization ? { parentOrgName } : {}),
  };
}

/** The edit call's body: the record with the form's values; its id and name stay. */
export function toUpdateBody(record: Organization, values: OrganizationFormValues): OrganizationBody {
  const { parentOrgName: _ignored, ...rest } = values;
  return {
    ...rest,
    orgId: record.orgId,
    orgName: record.orgName,
    isParent: record.isParent,
    parentOrgId: record.parentOrgId,
    rootOrgId: record.rootOrgId,
    ...(record.parentOrgName ? { parentOrgName: record.parentOrgName } : {}),
  };
}
