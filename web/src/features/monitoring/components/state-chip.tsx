/**
 * A unit's current state as a coloured chip (spec 03 §2: NO_DATA,
 * UNDER_COOLED and COOLED are told apart at a glance; the others are
 * outlined), its meaning in the tooltip; a state the console does not know
 * is shown as the server wrote it. The legend below the BMC table explains
 * every name (lib/unit-states).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import { CURRENT_STATES, currentStateHelp, currentStateInfo, currentStateLabel } from '@/lib/unit-states';

/** A row's state label in the console's language: its current state, else its engine state as written. */
export function stateLabel(currentState: string, state: string, t: TFunction): string {
  const known = currentStateInfo(currentState, state);
  return known ? currentStateLabel(known.name, t) : currentState || state;
}

export function StateChip({ currentState = '', state = '' }: { currentState?: string; state?: string }) {
  const { t } = useTranslation();
  if (!state && !currentState) return null;
  const known = currentStateInfo(currentState, state);
  const chip = (
    <Chip
      size="small"
      label={known ? currentStateLabel(known.name, t) : currentState || state}
      color={known?.color ?? 'default'}
      variant={known?.variant ?? 'outlined'}
      data-state={known?.name ?? (currentState || state)}
    />
  );
  return known ? (
    <Tooltip title={currentStateHelp(known.name, t)}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}

const CATEGORY_KEYS: Record<string, string> = {
  chilled: 'chilled',
  chilling: 'chilling',
  'under chilled': 'underChilled',
  no_data: 'noData',
  others: 'others',
};

/** The legend of the state column: each name, what it means and the dashboard category that counts it. */
export function StateLegend() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="state-legend-title" data-testid="state-legend">
      <Typography id="state-legend-title" variant="subtitle2" component="h2">
        {t('states.legend')}
      </Typography>
      <List dense disablePadding sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
        {CURRENT_STATES.map((s) => (
          <ListItem key={s.name} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Chip
              size="small"
              label={currentStateLabel(s.name, t)}
              color={s.color}
              variant={s.variant}
              sx={{ mt: 0.5, minWidth: 110, flexShrink: 0 }}
            />
            <ListItemText
              primary={currentStateHelp(s.name, t)}
              secondary={t('states.legendCategory', { category: t(`dashboard.bmc.${CATEGORY_KEYS[s.category]}`) })}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
