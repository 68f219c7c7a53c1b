/** The tree's legend: only the kinds of node present in the tree. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { NodeKindIcon } from '@/features/organizations/components/node-kind-icon';
import { kindLabelKey, type NodeKind } from '@/features/organizations/components/tree-model';

export function TreeLegend({ kinds }: { kinds: readonly NodeKind[] }) {
  const { t } = useTranslation();
  if (kinds.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('organizations.tree.legend')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0, color: 'text.secondary', fontSize: 14 }}
    >
      {kinds.map((kind) => (
        <Box component="li" key={kind} data-kind={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <NodeKindIcon kind={kind} fontSize="small" />
          {t(kindLabelKey(kind))}
        </Box>
      ))}
    </Box>
  );
}
