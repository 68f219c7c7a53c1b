/**
 * A role's privileges as chips: the count, then the first few by their
 * names (the privilege's description; its code in the chip's tooltip, as
 * its description, so that a screen reader too reads the name); the rest
 * in a tooltip.
 */
import { useTranslation } from 'react-i18next';
import { usePrivilegeList } from '@/features/roles/api/get-privileges';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export const CHIPS_SHOWN = 3;

export function PrivilegeChips({ privileges }: { privileges: string[] }) {
  const { t } = useTranslation();
  const list = usePrivilegeList();
  const names = new Map((list.data ?? []).map((p) => [p.name, p.description || p.name]));
  const name = (code: string) => names.get(code) ?? code;
  const shown = privileges.slice(0, CHIPS_SHOWN);
  const rest = privileges.slice(CHIPS_SHOWN);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', overflow: 'hidden', py: 0.5 }}>
      <Chip size="small" color="primary" label={t('roles.privilegeCount', { count: privileges.length })} />
      {shown.map((p) => (
        <Tooltip key={p} title={p} describeChild>
          <Chip size="small" variant="outlined" label={name(p)} />
        </Tooltip>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.map(name).join(', ')} describeChild>
          <Chip size="small" variant="outlined" label={t('roles.morePrivileges', { count: rest.length })} />
        </Tooltip>
      )}
    </Stack>
  );
}
