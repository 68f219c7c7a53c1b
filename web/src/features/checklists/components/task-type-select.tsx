/**
 * A sub-task's type (from the checklistValueTypes list). Choosing another
 * type clears the sub-task's value and puts in the new type's blanks.
 */
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldOption } from '@/components/form/form-types';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';
import { blankValue } from '@/features/checklists/components/schema';

export function TaskTypeSelect({ prefix, options }: { prefix: string; options: FieldOption[] }) {
  const { t } = useTranslation();
  const tx = useTx();
  const { setValue, clearErrors } = useFormContext();
  const name = `${prefix}.taskType`;
  const { field, error } = useBuilderField(name);
  const value = (field.value as string | undefined) ?? '';
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={`field-${name}`}
      name={field.name}
      inputRef={field.ref}
      label={t('checklists.fields.taskType')}
      required
      value={value}
      onChange={(e) => {
        const type = e.target.value;
        if (type === value) return;
        field.onChange(type);
        setValue(`${prefix}.subTaskValue`, blankValue(type));
        clearErrors(`${prefix}.subTaskValue`);
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error}
    >
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {tx(o.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
