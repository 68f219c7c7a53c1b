import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TypeItem } from '@/types/type-item';

export interface TypeSelectProps {
  name: string;
  label: string;
  value: string;
  items: TypeItem[];
  loading?: boolean;
  failed?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  onChange: (typeName: string) => void;
  onBlur?: () => void;
}

/** A select over a reference list: shows typeDisplayName, stores typeName. */
export function TypeSelect({ name, label, value, items, loading, failed, disabled, required, error, onChange, onBlur }: TypeSelectProps) {
  const { t } = useTranslation();
  // A stored value not (yet) in the list still shows, as its stored name.
  const shown = value && !items.some((i) => i.typeName === value) ? [{ typeName: value, typeDisplayName: value }, ...items] : items;
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      error={!!error || failed}
      helperText={error || (failed ? t('widgets.listFailed') : undefined)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      slotProps={{
        input: loading
          ? {
              endAdornment: (
                <InputAdornment position="end" sx={{ mr: 3 }}>
                  <CircularProgress size={16} aria-label={t('widgets.loading')} />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    >
      {shown.length === 0 && (
        <MenuItem value="" disabled>
          {loading ? t('widgets.loading') : t('widgets.noOptions')}
        </MenuItem>
      )}
      {shown.map((i) => (
        <MenuItem key={i.typeName} value={i.typeName}>
          {i.typeDisplayName}
        </MenuItem>
      ))}
    </TextField>
  );
}
