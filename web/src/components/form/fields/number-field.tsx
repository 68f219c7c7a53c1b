import type { NumberFieldConfig } from '@/components/form/form-types';
import { TextInput } from '@/components/form/fields/text-input';

/** type 'number': stores a number, or null when empty. */
export function NumberField({ config }: { config: NumberFieldConfig }) {
  return (
    <TextInput
      config={config}
      toText={(v) => (v === null || v === undefined || Number.isNaN(v) ? '' : String(v))}
      fromText={(s) => (s.trim() === '' ? null : Number(s))}
      textFieldProps={{
        type: 'number',
        slotProps: { htmlInput: { min: config.min, max: config.max, step: config.step } },
      }}
    />
  );
}
