import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { CheckboxFieldConfig } from '@/components/form/form-types';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';

/** type 'checkbox': stores a boolean. */
export function CheckboxField({ config }: { config: CheckboxFieldConfig }) {
  const { field, error } = useBuilderField(config.name);
  const tx = useTx();
  return (
    <FormControl error={!!error} required={config.required} disabled={config.disabled}>
      <FormControlLabel
        label={tx(config.label)}
        control={
          <Checkbox
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={!!field.value}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {(error || config.helperText) && <FormHelperText>{error ?? tx(config.helperText)}</FormHelperText>}
    </FormControl>
  );
}
