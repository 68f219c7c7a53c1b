/** A role's privileges as chips: the count, then the first few names; the rest in a tooltip. */
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export const CHIPS_SHOWN = 3;

export function PrivilegeChips({ privileges }: { privileges: string[] }) {
  const { t } = useTranslation();
  const shown = privileges.slice(0, CHIPS_SHOWN);
  const rest = privileges.slice(CHIPS_SHOWN);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', overflow: 'hidden', py: 0.5 }}>
      <Chip size="small" color="primary" label={t('roles.privilegeCount', { count: privileges.length })} />
      {shown.map((p) => (
        <Chip key={p} size="small" variant="outlined" label={p} />
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.join(', ')}>
          <Chip size="small" variant="outlined" label={t('roles.morePrivileges', { count: rest.length })} />
        </Tooltip>
      )}
    </Stack>
  );
}
