/** The organisation list's Add dropdown: add an organisation or a sub-organisation. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

export function AddOrganizationMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'add-organization-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('organizations.list.add')}
      </Button>
      <Menu id="add-organization-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to="/configuration/organization" onClick={() => setAnchor(null)}>
          {t('organizations.list.addOrganization')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/configuration/suborganizationprofile" onClick={() => setAnchor(null)}>
          {t('organizations.list.addSubOrganization')}
        </MenuItem>
      </Menu>
    </>
  );
}
