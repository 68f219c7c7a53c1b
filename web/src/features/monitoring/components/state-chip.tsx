/**
 * A unit's current state as a coloured chip (spec 03 §2: no data, under
 * chilled and chilled are told apart at a glance); a state the console does
 * not know is shown as the server wrote it.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';

/** The known states: their label key and chip colour. */
const STATES: Record<string, { key: string; color: ChipProps['color']; variant: ChipProps['variant'] }> = {
  chilled: { key: 'chilled', color: 'success', variant: 'filled' },
  chilling: { key: 'chilling', color: 'info', variant: 'filled' },
  'under chilled': { key: 'underChilled', color: 'warning', variant: 'filled' },
  'out of service': { key: 'outOfService', color: 'default', variant: 'outlined' },
  'power off': { key: 'powerOff', color: 'default', variant: 'outlined' },
  others: { key: 'others', color: 'secondary', variant: 'outlined' },
};

/** A state's label in the console's language. */
export function stateLabel(state: string, t: TFunction): string {
  const known = STATES[state.toLowerCase()];
  return known ? t(`monitoring.states.${known.key}`) : state;
}

export function StateChip({ state }: { state: string }) {
  const { t } = useTranslation();
  if (!state) return null;
  const known = STATES[state.toLowerCase()];
  return (
    <Chip
      size="small"
      label={stateLabel(state, t)}
      color={known?.color ?? 'default'}
      variant={known?.variant ?? 'outlined'}
      data-state={state}
    />
  );
}
