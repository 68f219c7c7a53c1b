/** A button that opens a menu of links (a list's Add dropdown). */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

export interface MenuLink {
  to: string;
  label: string;
}

export function LinkMenu({ id, label, links }: { id: string; label: string; links: MenuLink[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={close}>
        {links.map((l) => (
          <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={close}>
            {l.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
