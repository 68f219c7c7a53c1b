/**
 * /configuration/suborganizationprofile (create, ?parent= chooses the parent)
 * and /configuration/suborganizationprofile/:id (edit).
 */
import { OrganizationFormPage } from '@/features/organizations/components/organization-form-page';

export default function SubOrganizationFormRoute() {
  return <OrganizationFormPage subOrganization />;
}
