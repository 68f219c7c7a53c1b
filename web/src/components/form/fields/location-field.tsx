import { useController, useFormContext } from 'react-hook-form';
import type { LocationFieldConfig } from '@/components/form/form-types';
import { LocationSelector, type LocationValue } from '@/components/location-selector/location-selector';
import { useTx } from '@/components/form/translate-text';

/** type 'location': the cascading country/state/district selector over three form values. */
export function LocationField({ config }: { config: LocationFieldConfig }) {
  const { control, formState } = useFormContext();
  const tx = useTx();
  const country = useController({ control, name: config.names.country });
  const state = useController({ control, name: config.names.state });
  const district = useController({ control, name: config.names.district });
  const parts = { country, state, district };
  const errorOf = (c: typeof country) => {
    const e = c.fieldState.error;
    return e && (c.fieldState.isTouched || formState.isSubmitted || e.type === 'server') ? tx(e.message) || ' ' : undefined;
  };
  const value: LocationValue = {
    country: (country.field.value as string) ?? '',
    state: (state.field.value as string) ?? '',
    district: (district.field.value as string) ?? '',
  };
  return (
    <LocationSelector
      value={value}
      names={config.names}
      labels={config.labels}
      required={config.required}
      disabled={config.disabled}
      errors={{ country: errorOf(country), state: errorOf(state), district: errorOf(district) }}
      onChange={(next) => {
        (Object.keys(parts) as (keyof LocationValue)[]).forEach((k) => {
          if (next[k] !== value[k]) parts[k].field.onChange(next[k]);
        });
      }}
      onBlur={(part) => parts[part].field.onBlur()}
    />
  );
}
