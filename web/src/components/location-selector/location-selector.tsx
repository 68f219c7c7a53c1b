import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { useCountries, useDistricts, useStates } from '@/components/location-selector/location-api';
import { TypeSelect } from '@/components/location-selector/type-select';
import { useTx } from '@/components/form/translate-text';

/** The typeName of each level; '' when none is chosen. */
export interface LocationValue {
  country: string;
  state: string;
  district: string;
}

export type LocationPart = keyof LocationValue;

export interface LocationSelectorProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  onBlur?: (part: LocationPart) => void;
  /** Messages shown under each select. */
  errors?: Partial<Record<LocationPart, string | undefined>>;
  /** i18n keys or text; Country, State and District by default. */
  labels?: Partial<Record<LocationPart, string>>;
  /** Input names of the three selects (default country, state, district). */
  names?: Partial<Record<LocationPart, string>>;
  required?: boolean;
  disabled?: boolean;
  direction?: 'row' | 'column';
}

export const EMPTY_LOCATION: LocationValue = { country: '', state: '', district: '' };

/**
 * Cascading country → state → district selects over the metadata lists.
 * Changing the country clears state and district; changing the state clears
 * the district. States load once a country is chosen, districts once a state is.
 */
export function LocationSelector({
  value,
  onChange,
  onBlur,
  errors,
  labels,
  names,
  required,
  disabled,
  direction = 'row',
}: LocationSelectorProps) {
  const { t } = useTranslation();
  const tx = useTx();
  const countries = useCountries();
  const states = useStates(value.country);
  const districts = useDistricts(value.state);

  return (
    <Stack direction={{ xs: 'column', sm: direction }} spacing={2} sx={{ width: '100%' }}>
      <TypeSelect
        name={names?.country ?? 'country'}
        label={labels?.country ? tx(labels.country) : t('widgets.country')}
        value={value.country}
        items={countries.data ?? []}
        loading={countries.isLoading}
        failed={countries.isError}
        required={required}
        disabled={disabled}
        error={errors?.country}
        onChange={(country) => {
          if (country !== value.country) onChange({ country, state: '', district: '' });
        }}
        onBlur={onBlur && (() => onBlur('country'))}
      />
      <TypeSelect
        name={names?.state ?? 'state'}
        label={labels?.state ? tx(labels.state) : t('widgets.state')}
        value={value.state}
        items={states.data ?? []}
        loading={states.isLoading}
        failed={states.isError}
        required={required}
        disabled={disabled || !value.country}
        error={errors?.state}
        onChange={(state) => {
          if (state !== value.state) onChange({ ...value, state, district: '' });
        }}
        onBlur={onBlur && (() => onBlur('state'))}
      />
      <TypeSelect
        name={names?.district ?? 'district'}
        label={labels?.district ? tx(labels.district) : t('widgets.district')}
        value={value.district}
        items={districts.data ?? []}
        loading={districts.isLoading}
        failed={districts.isError}
        required={required}
        disabled={disabled || !value.state}
        error={errors?.district}
        onChange={(district) => onChange({ ...value, district })}
        onBlur={onBlur && (() => onBlur('district'))}
      />
    </Stack>
  );
}
