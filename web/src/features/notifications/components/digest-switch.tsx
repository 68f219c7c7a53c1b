/** The policy form's "one digest for all centres" switch (a boolean field). */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { CustomFieldRenderProps } from '@/components/form/form-types';
import { useTx } from '@/components/form/translate-text';

export function DigestSwitch({ field, error, config }: CustomFieldRenderProps) {
  const tx = useTx();
  return (
    <FormControl error={!!error} disabled={config.disabled}>
      <FormControlLabel
        label={tx(config.label)}
        control={
          <Switch
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={!!field.value}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      <FormHelperText>{error ?? tx(config.helperText)}</FormHelperText>
    </FormControl>
  );
}
