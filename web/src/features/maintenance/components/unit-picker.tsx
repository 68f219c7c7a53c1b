/**
 * A site, then one of its chilling units (form values siteId and
 * chillingUnitUuid). Choosing another site clears a unit that is not
 * there; a unit given without its site finds its site.
 */
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGrid } from '@/components/form/field-grid';
import type { FieldConfig } from '@/components/form/form-types';
import { type Site, unitLabel } from '@/lib/sites';
import { siteKey } from '@/features/maintenance/components/site-key';

export interface UnitPickerProps {
  sites: Site[] | undefined;
  loading: boolean;
}

export function UnitPicker({ sites, loading }: UnitPickerProps) {
  const { control, setValue, getValues } = useFormContext();
  const siteId = useWatch({ control, name: 'siteId' }) as string;
  const site = sites?.find((s) => siteKey(s) === siteId);

  useEffect(() => {
    if (!sites) return;
    const unit = getValues('chillingUnitUuid') as string;
    if (!unit) return;
    if (!siteId) {
      const holder = sites.find((s) => s.chillingUnitMonitoringDetailsList.some((u) => u.chillingUnitUuid === unit));
      if (holder) setValue('siteId', siteKey(holder));
      return;
    }
    if (!site?.chillingUnitMonitoringDetailsList.some((u) => u.chillingUnitUuid === unit)) {
      setValue('chillingUnitUuid', '', { shouldValidate: false });
    }
  }, [sites, site, siteId, getValues, setValue]);

  const fields = useMemo<FieldConfig[]>(
    () => [
      {
        type: 'singleSelectSearch',
        name: 'siteId',
        label: 'maintenance.fields.site',
        loading,
        width: 6,
        options: (sites ?? []).map((s) => ({
          value: siteKey(s),
          label: s.siteId && s.siteId !== s.siteName ? `${s.siteName} (${s.siteId})` : s.siteName,
        })),
      },
      {
        type: 'select',
        name: 'chillingUnitUuid',
        label: 'maintenance.fields.unit',
        required: true,
        width: 6,
        disabled: !site,
        options: (site?.chillingUnitMonitoringDetailsList ?? [])
          .filter((u) => u.chillingUnitUuid)
          .map((u) => ({ value: u.chillingUnitUuid, label: unitLabel(u) })),
      },
    ],
    [sites, site, loading],
  );
  return <FieldGrid fields={fields} />;
}
