/**
 * The site form's fields (spec 02 §2, §3): the site and its organisation,
 * locale and time zone; the address through the cascading country / state /
 * district selector; the combined coordinates and the altitude; the
 * site-level gateway and sensor; and the repeatable chilling units.
 */
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldConfig, FieldOption } from '@/components/form/form-types';
import { OrganizationSelect } from '@/components/form/organization-select';
import { SerialInput } from '@/features/sites/components/serial-input';
import { newUnit, type UnitValues } from '@/features/sites/components/site-values';
import { UnitCard } from '@/features/sites/components/unit-card';

export interface SiteFieldOptions {
  organizations: FieldOption[];
  subOrganizations: FieldOption[];
  locales: FieldOption[];
  timeZones: FieldOption[];
}

export interface SiteFieldsArgs {
  mode: 'create' | 'edit';
  options: SiteFieldOptions;
  loading: { subOrganizations: boolean; locales: boolean; timeZones: boolean };
  /** Translates a label key (for the custom fields, which render outside the builder's own fields). */
  t: (key: string) => string;
  onOrganizationChange: (orgName: string) => void;
}

/** Every unit device reports through the site's one gateway: once the gateway is typed, they all name it. */
export function syncGateway(form: UseFormReturn<FieldValues>, gateway: string) {
  const g = gateway.trim();
  if (!g) return;
  const units = (form.getValues('chillingUnitMonitoringDetailsList') as UnitValues[] | undefined) ?? [];
  units.forEach((u, i) => {
    u.l1DeviceInfo.forEach((d, j) => {
      if (d.gatewaySerialNumber !== g) {
        form.setValue(`chillingUnitMonitoringDetailsList.${i}.l1DeviceInfo.${j}.gatewaySerialNumber`, g, {
          shouldValidate: form.formState.isSubmitted,
        });
      }
    });
  });
}

const F = 'sites.fields';

export function siteFields({ mode, options, loading, t, onOrganizationChange }: SiteFieldsArgs): FieldConfig[] {
  return [
    { type: 'header', text: 'sites.form.sections.site' },
    {
      type: 'custom',
      name: 'organizationName',
      label: `${F}.organizationName`,
      required: true,
      width: 6,
      render: (p) => <OrganizationSelect {...p} options={options.organizations} onOrganizationChange={onOrganizationChange} />,
    },
    {
      type: 'singleSelectSearch',
      name: 'subOrganizationName',
      label: `${F}.subOrganizationName`,
      required: true,
      options: options.subOrganizations,
      loading: loading.subOrganizations,
      width: 6,
    },
    {
      type: 'text',
      name: 'siteId',
      label: `${F}.siteId`,
      required: true,
      disabled: mode === 'edit',
      helperText: mode === 'edit' ? `${F}.siteIdFixed` : undefined,
      width: 6,
      autoComplete: 'off',
    },
    { type: 'text', name: 'siteName', label: `${F}.siteName`, required: true, width: 6 },
    {
      type: 'singleSelectSearch',
      name: 'locale',
      label: `${F}.locale`,
      required: true,
      options: options.locales,
      loading: loading.locales,
      width: 6,
    },
    {
      type: 'singleSelectSearch',
      name: 'zoneId',
      label: `${F}.zoneId`,
      required: true,
      options: options.timeZones,
      loading: loading.timeZones,
      width: 6,
    },
    { type: 'header', text: 'sites.form.sections.address' },
    { type: 'location', names: { country: 'country', state: 'state', district: 'district' }, required: true },
    { type: 'text', name: 'villageTownCity', label: `${F}.villageTownCity`, required: true, width: 4 },
    { type: 'text', name: 'addressLine1', label: `${F}.addressLine1`, required: true, width: 5 },
    { type: 'text', name: 'pinCode', label: `${F}.pinCode`, required: true, width: 3 },
    {
      type: 'text',
      name: 'coordinates',
      label: `${F}.coordinates`,
      placeholder: '18.5204, 73.8567',
      helperText: `${F}.coordinatesHelp`,
      required: true,
      width: 8,
    },
    { type: 'number', name: 'altitude', label: `${F}.altitude`, width: 4 },
    { type: 'header', text: 'sites.form.sections.siteDevices' },
    {
      type: 'custom',
      name: 'gatewaySerialNumber',
      label: `${F}.gatewaySerialNumber`,
      required: true,
      width: 6,
      render: (p) => (
        <SerialInput
          field={{
            ...p.field,
            onBlur: () => {
              p.field.onBlur();
              syncGateway(p.form, String(p.field.value ?? ''));
            },
          }}
          error={p.error}
          label={t(`${F}.gatewaySerialNumber`)}
          helperText={t(`${F}.gatewayHelp`)}
          kind="gateway"
          required
        />
      ),
    },
    {
      type: 'custom',
      name: 'sensorSerialNumber',
      label: `${F}.sensorSerialNumber`,
      required: true,
      width: 6,
      render: (p) => (
        <SerialInput
          field={p.field}
          error={p.error}
          label={t(`${F}.sensorSerialNumber`)}
          helperText={t(`${F}.sensorHelp`)}
          kind="sensor"
          required
        />
      ),
    },
    { type: 'header', text: 'sites.form.sections.units' },
    {
      type: 'TaskFields',
      name: 'chillingUnitMonitoringDetailsList',
      itemLabel: 'sites.form.unitTitle',
      addLabel: 'sites.form.addUnit',
      newItem: () => newUnit() as unknown as Record<string, unknown>,
      renderItem: ({ prefix }) => <UnitCard prefix={prefix} />,
    },
  ];
}
