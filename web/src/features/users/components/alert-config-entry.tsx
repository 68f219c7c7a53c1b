/**
 * One alert configuration entry: a site and optionally one of its chilling
 * units, then per channel (email, SMS, web) an on/off switch and the info
 * and critical alert types (multiple selects with Select All). A channel
 * turned off keeps its types but cannot change them. Field names follow the
 * server's, so its errors land on their field.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldConfig, FieldOption } from '@/components/form/form-types';
import { FieldGrid } from '@/components/form/field-grid';
import { useAlertTypes } from '@/features/users/api/get-alert-types';
import { toOptions } from '@/features/users/api/type-list';
import { useFormSites } from '@/features/users/components/use-form-sites';
import { ChannelSwitch, EntrySiteSelect, EntryUnitSelect } from '@/features/users/components/alert-entry-inputs';

/** Each channel: its switch and its two lists, relative to the entry. */
export const CHANNELS = [
  { key: 'email', enabled: 'enableEmailAlerts', info: 'emailAlerts.infoAlerts', critical: 'emailAlerts.criticalAlerts' },
  { key: 'sms', enabled: 'enableSMSAlerts', info: 'smsAlerts.infoAlerts', critical: 'smsAlerts.criticalAlerts' },
  { key: 'web', enabled: 'enableWebAlerts', info: 'infoAlerts', critical: 'criticalAlerts' },
] as const;

/** The entry's fields under its prefix ('userAlertConfiguration.0.'). */
export function alertEntryFields(args: {
  prefix: string;
  on: Record<(typeof CHANNELS)[number]['key'], boolean>;
  alertTypes: { info: FieldOption[]; critical: FieldOption[] };
  alertTypesLoading: boolean;
  sites: Parameters<typeof EntrySiteSelect>[0]['sites'];
  sitesLoading: boolean;
}): FieldConfig[] {
  const { prefix, on, alertTypes, alertTypesLoading, sites, sitesLoading } = args;
  const fields: FieldConfig[] = [
    {
      type: 'custom',
      name: `${prefix}siteName`,
      label: 'users.alerts.site',
      required: true,
      width: 6,
      render: (p) => <EntrySiteSelect {...p} prefix={prefix} sites={sites} loading={sitesLoading} />,
    },
    {
      type: 'custom',
      name: `${prefix}chillingUnitId`,
      label: 'users.alerts.unit',
      width: 6,
      render: (p) => <EntryUnitSelect {...p} prefix={prefix} sites={sites} />,
    },
  ];
  for (const c of CHANNELS) {
    const off = !on[c.key];
    fields.push(
      { type: 'custom', name: `${prefix}${c.enabled}`, label: `users.alerts.${c.key}`, width: 2, render: (p) => <ChannelSwitch {...p} /> },
      {
        type: 'multiSelectAll',
        name: `${prefix}${c.info}`,
        label: `users.alerts.${c.key}Info`,
        options: alertTypes.info,
        loading: alertTypesLoading,
        disabled: off,
        helperText: off ? 'users.alerts.channelOff' : undefined,
        width: 5,
      },
      {
        type: 'multiSelectAll',
        name: `${prefix}${c.critical}`,
        label: `users.alerts.${c.key}Critical`,
        options: alertTypes.critical,
        loading: alertTypesLoading,
        disabled: off,
        helperText: off ? 'users.alerts.channelOff' : undefined,
        width: 5,
      },
    );
  }
  return fields;
}

export function AlertConfigEntry({ prefix }: { prefix: string }) {
  const { control } = useFormContext();
  const [email, sms, web] = useWatch({
    control,
    name: CHANNELS.map((c) => `${prefix}${c.enabled}`),
  }) as boolean[];
  const { sites, query } = useFormSites();
  const types = useAlertTypes();
  return (
    <FieldGrid
      fields={alertEntryFields({
        prefix,
        on: { email: !!email, sms: !!sms, web: !!web },
        alertTypes: {
          info: toOptions(types.data?.filter((a) => a.level !== 'CRITICAL')),
          critical: toOptions(types.data?.filter((a) => a.level !== 'INFO')),
        },
        alertTypesLoading: types.isPending,
        sites,
        sitesLoading: query.isFetching,
      })}
    />
  );
}
