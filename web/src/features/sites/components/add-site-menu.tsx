/**
 * The site list's Add Site and Import Site (spec 02 §2, §6): a dropdown of
 * links for a full administrator (15 or more privileges, ALL_PRIVILEGE
 * counting as all of them); for anyone else inert text and no dropdown.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!canAddSites(privileges)) {
    return (
      <Stack direction="row" spacing={2} data-testid="add-site-inert" aria-disabled="true">
        <Typography color="text.disabled">{t('sites.list.addSite')}</Typography>
        <Typography color="text.disabled">{t('sites.list.importSite')}</Typography>
      </Stack>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'add-site-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('sites.list.add')}
      </Button>
      <Menu id="add-site-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to={SITE_CREATE_PATH} onClick={() => setAnchor(null)}>
          {t('sites.list.addSite')}
        </MenuItem>
        <MenuItem component={RouterLink} to={SITE_IMPORT_PATH} onClick={() => setAnchor(null)}>
          {t('sites.list.importSite')}
        </MenuItem>
      </Menu>
    </>
  );
}
