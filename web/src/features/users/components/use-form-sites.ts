/**
 * The sites of the organisation and sub-organisation chosen in the user
 * form (read from the form): those the user can be associated with and get
 * alerts about, each with its chilling units for the per-unit alert
 * entries. The shared site list (lib/sites) of that scope, shared by the
 * association field and every alert entry; only once an organisation is
 * chosen, and a failure shows in the form, not as an error page.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { useSites } from '@/lib/sites';

export function useFormSites() {
  const { control } = useFormContext();
  const [org, sub] = useWatch({ control, name: ['organizationName', 'subOrganizationName'] }) as [unknown, unknown];
  const orgName = typeof org === 'string' ? org : '';
  const subOrganization = typeof sub === 'string' ? sub : '';
  const query = useSites(
    { orgName, subOrganizations: subOrganization ? [subOrganization] : [] },
    { enabled: !!orgName, handlesError: true, staleTime: 60_000 },
  );
  return { orgName, sites: query.data ?? [], query };
}
