/** The organisation list's Add dropdown: add an organisation or a sub-organisation. */
import { useTranslation } from 'react-i18next';
import { LinkMenu } from '@/components/actions/link-menu';

export function AddOrganizationMenu() {
  const { t } = useTranslation();
  return (
    <LinkMenu
      id="add-organization-menu"
      label={t('organizations.list.add')}
      links={[
        { to: '/configuration/organization', label: t('organizations.list.addOrganization') },
        { to: '/configuration/suborganizationprofile', label: t('organizations.list.addSubOrganization') },
      ]}
    />
  );
}
