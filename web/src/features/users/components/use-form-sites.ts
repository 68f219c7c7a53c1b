/**
 * The sites of the organisation and sub-organisation chosen in the user
 * form (read from the form): those the user can be associated with and get
 * alerts about. One query, shared by the association field and every alert
 * entry.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { useOrgSites } from '@/features/users/api/get-org-sites';

export function useFormSites() {
  const { control } = useFormContext();
  const [org, sub] = useWatch({ control, name: ['organizationName', 'subOrganizationName'] }) as [unknown, unknown];
  const orgName = typeof org === 'string' ? org : '';
  const subOrganization = typeof sub === 'string' ? sub : '';
  const query = useOrgSites({ orgName, subOrganizations: subOrganization ? [subOrganization] : [] });
  return { orgName, sites: query.data ?? [], query };
}
