/**
 * The current-state vocabulary of the BMC state table and the dashboard's
 * donut (docs/monitoring.md "Current state"): the server names each unit's
 * state as the spec's state column writes it (NO_DATA, UNDER_COOLED and
 * COOLED styled apart) and splits the engine's "others" by what the tank
 * holds. Each name belongs to one of the dashboard's five categories.
 */
import type { TFunction } from 'i18next';

export type DashboardCategory = 'chilled' | 'chilling' | 'under chilled' | 'no_data' | 'others';

export interface CurrentStateInfo {
  name: string;
  category: DashboardCategory;
  /** The chip's colour: the three styled states stand out, the rest are outlined. */
  color: 'success' | 'info' | 'warning' | 'default' | 'secondary';
  variant: 'filled' | 'outlined';
}

/** In the legend's order. */
export const CURRENT_STATES: CurrentStateInfo[] = [
  { name: 'COOLED', category: 'chilled', color: 'success', variant: 'filled' },
  { name: 'CHILLING', category: 'chilling', color: 'info', variant: 'outlined' },
  { name: 'UNDER_COOLED', category: 'under chilled', color: 'warning', variant: 'filled' },
  { name: 'NO_DATA', category: 'no_data', color: 'default', variant: 'filled' },
  { name: 'POWER_OFF', category: 'no_data', color: 'default', variant: 'outlined' },
  { name: 'CLEANING', category: 'others', color: 'secondary', variant: 'outlined' },
  { name: 'EMPTY', category: 'others', color: 'secondary', variant: 'outlined' },
  { name: 'LOW_VOLUME', category: 'others', color: 'secondary', variant: 'outlined' },
  { name: 'NO_READING', category: 'others', color: 'secondary', variant: 'outlined' },
];

const BY_NAME = new Map(CURRENT_STATES.map((s) => [s.name, s]));

/** The engine's state names, for rows of a server that sends no current state. */
const FROM_ENGINE: Record<string, string> = {
  chilled: 'COOLED',
  chilling: 'CHILLING',
  'under chilled': 'UNDER_COOLED',
  'out of service': 'NO_DATA',
  'power off': 'POWER_OFF',
};

/** The vocabulary entry of a row's current state (or of its engine state); undefined when unknown. */
export function currentStateInfo(currentState: string, engineState = ''): CurrentStateInfo | undefined {
  return BY_NAME.get(currentState.toUpperCase()) ?? BY_NAME.get(FROM_ENGINE[engineState.toLowerCase()] ?? '');
}

/** The state's short label in the console's language; an unknown name as the server wrote it. */
export function currentStateLabel(name: string, t: TFunction): string {
  return BY_NAME.has(name) ? t(`states.names.${name}`) : name;
}

/** What the state means, one sentence. */
export function currentStateHelp(name: string, t: TFunction): string {
  return BY_NAME.has(name) ? t(`states.help.${name}`) : '';
}

/** The current states counted in a dashboard category, in the legend's order. */
export function statesOf(category: string): CurrentStateInfo[] {
  return CURRENT_STATES.filter((s) => s.category === category);
}
