/**
 * A serial-number field of the site form: checked with the server on blur
 * (as a field of `kind`), with a spinner while checking and a tick once the
 * server accepted it.
 */
import { useTranslation } from 'react-i18next';
import { useFormContext, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import type { DeviceCheck } from '@/features/sites/api/validate-device';
import { useRemoteChecks } from '@/features/sites/components/remote-checks';

export interface SerialInputProps {
  field: ControllerRenderProps<FieldValues, string>;
  error?: string;
  label: string;
  kind: string;
  required?: boolean;
  helperText?: string;
  onDevice?: (device: DeviceCheck) => void;
}

export function SerialInput({ field, error, label, kind, required, helperText, onDevice }: SerialInputProps) {
  const { t } = useTranslation();
  const form = useFormContext();
  const checks = useRemoteChecks();
  const value = (field.value as string | undefined) ?? '';
  const state = kind && value.trim() ? checks.state(kind, value) : undefined;
  const adornment =
    state === 'checking' ? (
      <CircularProgress size={16} aria-label={t('sites.form.checkingSerial')} />
    ) : state === 'ok' && !error ? (
      <CheckCircleOutlined color="success" fontSize="small" aria-label={t('sites.form.serialChecked')} />
    ) : null;
  return (
    <TextField
      fullWidth
      id={`field-${field.name}`}
      name={field.name}
      inputRef={field.ref}
      label={label}
      required={required}
      value={value}
      autoComplete="off"
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={() => {
        field.onBlur();
        void checks.check({ kind, serial: value, path: field.name, form, onDevice });
      }}
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{ input: adornment ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> } : undefined }}
    />
  );
}
