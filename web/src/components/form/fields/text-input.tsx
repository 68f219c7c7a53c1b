import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { InputFieldBase } from '@/components/form/form-types';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';

export interface TextInputProps {
  config: InputFieldBase;
  /** Turns the stored value into the input's text, and back. */
  toText?: (value: unknown) => string;
  fromText?: (text: string) => unknown;
  /** Other props of the MUI TextField (type, multiline, slotProps...). */
  textFieldProps?: Partial<TextFieldProps>;
}

/** The base of the text-like field types: a MUI TextField bound to the form. */
export function TextInput({ config, toText, fromText, textFieldProps }: TextInputProps) {
  const { field, error } = useBuilderField(config.name);
  const tx = useTx();
  const text = toText ? toText(field.value) : ((field.value as string | null | undefined) ?? '');
  return (
    <TextField
      fullWidth
      id={`field-${config.name}`}
      name={field.name}
      inputRef={field.ref}
      label={tx(config.label)}
      placeholder={tx(config.placeholder)}
      required={config.required}
      disabled={config.disabled}
      value={text}
      onChange={(e) => field.onChange(fromText ? fromText(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? (config.helperText ? tx(config.helperText) : undefined)}
      {...textFieldProps}
    />
  );
}
