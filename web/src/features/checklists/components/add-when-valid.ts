/**
 * Spec 02 §2: a new task, sub-task or entry can be added only when the
 * current one (the last of its list) has no errors; otherwise the current
 * one's fields are marked touched, so that their errors show.
 */
import { useCallback } from 'react';
import { get, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useTx } from '@/components/form/translate-text';

/** The paths of every scalar under a value ('taskList.0.taskName', …); empty lists have none. */
export function leafPaths(value: unknown, prefix: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, `${prefix}.${i}`));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, `${prefix}.${k}`));
  }
  return [prefix];
}

/**
 * Returns add(currentPath, append): checks the current item (null when the
 * list is empty) and appends only when it is valid, else marks it touched.
 * Resolves to whether the item was added.
 */
export function useAddWhenValid() {
  const { trigger, getValues, setValue } = useFormContext<FieldValues>();
  return useCallback(
    async (current: string | null, append: () => void): Promise<boolean> => {
      if (current !== null && !(await trigger(current))) {
        for (const path of leafPaths(getValues(current), current)) {
          setValue(path, getValues(path), { shouldTouch: true });
        }
        return false;
      }
      append();
      return true;
    },
    [trigger, getValues, setValue],
  );
}

/** The message of a whole list (e.g. 'Add at least one option'), once the form was submitted or the server said it. */
export function useListError(path: string): string | undefined {
  const tx = useTx();
  const { control } = useFormContext();
  const { errors, isSubmitted } = useFormState({ control, name: path });
  const own = get(errors, path) as { message?: string; type?: string; root?: { message?: string; type?: string } } | undefined;
  const message = own?.message ?? own?.root?.message;
  const server = own?.type === 'server' || own?.root?.type === 'server';
  return message && (isSubmitted || server) ? tx(message) : undefined;
}
