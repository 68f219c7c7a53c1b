import type { InputFieldBase } from '@/components/form/form-types';
import { useBuilderField } from '@/components/form/use-builder-field';
import { useTx } from '@/components/form/translate-text';

/**
 * The props every picker field shares: its label, the Date value bound to
 * the form, blur on close, and the text field showing the error after touch.
 */
export function usePickerProps(config: InputFieldBase) {
  const { field, error } = useBuilderField(config.name);
  const tx = useTx();
  return {
    label: tx(config.label),
    value: (field.value as Date | null) ?? null,
    onChange: (v: Date | null) => field.onChange(v),
    onClose: field.onBlur,
    disabled: config.disabled,
    inputRef: field.ref,
    slotProps: {
      textField: {
        fullWidth: true,
        name: field.name,
        required: config.required,
        onBlur: field.onBlur,
        error: !!error,
        helperText: error ?? (config.helperText ? tx(config.helperText) : undefined),
      },
    },
  };
}
