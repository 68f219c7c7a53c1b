/**
 * A text field of the login form: MUI's outlined field from its parts
 * (FormControl, InputLabel, OutlinedInput, FormHelperText), as TextField
 * builds it. TextField itself also imports Select, and with it Menu,
 * Popover and Modal, which the login page never uses: this keeps them out
 * of the login page's JavaScript (docs/console.md#fast-first-load).
 */
import { useId, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface LoginFieldProps {
  label: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  error?: string;
  field: UseFormRegisterReturn;
}

export function LoginField({ label, type = 'text', autoComplete, autoFocus, error, field }: LoginFieldProps) {
  const id = useId();
  const helper = `${id}-helper`;
  const { ref, ...rest } = field;
  return (
    <FormControl variant="outlined" fullWidth error={!!error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={ref as Ref<HTMLInputElement>}
        aria-describedby={error ? helper : undefined}
        {...rest}
      />
      {error && <FormHelperText id={helper}>{error}</FormHelperText>}
    </FormControl>
  );
}
