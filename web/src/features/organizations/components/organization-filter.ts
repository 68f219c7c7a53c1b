/** Filters the loaded page of a list by a text (any of the shown values, case-insensitive). */
import type { Organization } from '@/features/organizations/api/organization-model';

export function filterOrganizations(rows: Organization[], text: string, typeName: (orgType: string) => string = (t) => t): Organization[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return rows;
  return rows.filter((o) =>
    [
      o.orgName,
      o.orgDisplayName,
      o.orgType,
      typeName(o.orgType),
      o.parentOrgName,
      o.address.district,
      o.address.villageTownCity,
      o.contactDetails.contactPersonName,
      o.contactDetails.contactNumber,
      o.contactDetails.emailId,
    ].some((v) => v.toLocaleLowerCase().includes(needle)),
  );
}
