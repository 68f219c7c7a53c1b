/**
 * A form's organisation select: choosing another organisation clears the
 * fields that belong to the old one (the sub-organisation always, and the
 * form's own in `clears`, set to their blank value) and tells the form which
 * organisation to load them for.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CustomFieldRenderProps, FieldOption } from '@/components/form/form-types';

export interface OrganizationSelectProps extends CustomFieldRenderProps {
  options: FieldOption[];
  onOrganizationChange: (orgName: string) => void;
  /** Further fields to reset, by name, with their blank value. */
  clears?: Record<string, unknown>;
}

export function OrganizationSelect({ field, error, form, config, options, onOrganizationChange, clears = {} }: OrganizationSelectProps) {
  const { t } = useTranslation();
  const value = (field.value as string | undefined) ?? '';
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <TextField
      select
      fullWidth
      id={`field-${config.name}`}
      name={field.name}
      inputRef={field.ref}
      label={t(config.label ?? '')}
      required={config.required}
      disabled={config.disabled}
      value={value}
      onChange={(e) => {
        const next = e.target.value;
        field.onChange(next);
        if (next !== value) {
          form.setValue('subOrganizationName', '');
          for (const [name, blank] of Object.entries(clears)) form.setValue(name, blank);
          onOrganizationChange(next);
        }
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error}
    >
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
