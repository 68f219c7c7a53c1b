/** /configuration/organization (create) and /configuration/organization/:id (edit). */
import { OrganizationFormPage } from '@/features/organizations/components/organization-form-page';

export default function OrganizationFormRoute() {
  return <OrganizationFormPage subOrganization={false} />;
}
