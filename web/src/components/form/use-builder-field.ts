import { useController, useFormContext } from 'react-hook-form';
import { useTx } from '@/components/form/translate-text';

/**
 * A field bound to the form, with the error message to show: only once the
 * field is touched or a submit was tried, at once for server errors.
 * Messages may be i18n keys.
 */
export function useBuilderField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState, formState } = useController({ name, control });
  const tx = useTx();
  const e = fieldState.error;
  const shown = !!e && (fieldState.isTouched || formState.isSubmitted || e.type === 'server');
  const error = shown ? tx(e.message) || ' ' : undefined;
  return { field, fieldState, error };
}
