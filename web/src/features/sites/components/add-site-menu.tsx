/**
 * The site list's Add Site and Import Site (spec 02 §2, §6): a dropdown of
 * links for a full administrator (15 or more privileges, ALL_PRIVILEGE
 * counting as all of them); for anyone else inert text and no dropdown.
 */
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkMenu } from '@/components/actions/link-menu';
import { usePrivileges } from '@/lib/auth-hooks';
import { hasAll, isFullAdmin } from '@/lib/auth-privileges';
import { SITE_CREATE_PATH, SITE_IMPORT_PATH } from '@/features/sites/components/site-paths';

/** Add Site and Import Site work only for a full administrator. */
export function canAddSites(privileges: readonly string[]): boolean {
  return hasAll(privileges) || isFullAdmin(privileges);
}

export function AddSiteMenu() {
  const { t } = useTranslation();
  const privileges = usePrivileges();
  if (!canAddSites(privileges)) {
    return (
      <Stack direction="row" spacing={2} data-testid="add-site-inert" aria-disabled="true">
        <Typography color="text.disabled">{t('sites.list.addSite')}</Typography>
        <Typography color="text.disabled">{t('sites.list.importSite')}</Typography>
      </Stack>
    );
  }
  return (
    <LinkMenu
      id="add-site-menu"
      label={t('sites.list.add')}
      links={[
        { to: SITE_CREATE_PATH, label: t('sites.list.addSite') },
        { to: SITE_IMPORT_PATH, label: t('sites.list.importSite') },
      ]}
    />
  );
}
