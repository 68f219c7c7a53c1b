/** A table row's edit action: a pencil icon linking to the edit screen, shown only with one of the privileges. */
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import { Permission } from '@/lib/auth-permission';

export function EditLink({ to, label, anyOf }: { to: string; label: string; anyOf: string[] }) {
  return (
    <Permission anyOf={anyOf}>
      <Tooltip title={label}>
        <IconButton component={RouterLink} to={to} size="small" aria-label={label}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Permission>
  );
}
