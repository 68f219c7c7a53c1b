/**
 * The user's alert configuration section (spec 01 §2.6, §3): a repeatable
 * list of entries, per site or chilling unit. A new entry starts with email
 * and SMS on and web off (§9) and no alert types.
 */
import type { FieldConfig } from '@/components/form/form-types';
import { AlertConfigEntry } from '@/features/users/components/alert-config-entry';
import { newAlertEntry } from '@/features/users/components/user-sites-payload';

export const ALERT_CONFIGURATION = 'userAlertConfiguration';

export function alertConfigFields(): FieldConfig[] {
  return [
    { type: 'header', text: 'users.sections.alerts' },
    { type: 'label', text: 'users.alerts.help' },
    {
      type: 'TaskFields',
      name: ALERT_CONFIGURATION,
      newItem: () => ({ ...newAlertEntry() }),
      addLabel: 'users.alerts.add',
      itemLabel: 'users.alerts.entry',
      renderItem: ({ prefix }) => <AlertConfigEntry prefix={prefix} />,
    },
  ];
}
