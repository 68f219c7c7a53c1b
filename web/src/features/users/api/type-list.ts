/** The shape of the reference lists (metadata/… and the organisation meta lists): typeName and its display name. */
import { z } from 'zod';
import type { FieldOption } from '@/components/form/form-types';

export const typeSchema = z.object({
  typeName: z.string(),
  typeDisplayName: z.string().nullish(),
  /** Alert types only: INFO or CRITICAL. */
  level: z.string().nullish(),
});
export type TypeItem = z.infer<typeof typeSchema>;

export const typeListSchema = z
  .array(typeSchema)
  .nullish()
  .transform((v) => v ?? []);

/** The list as select options: the typeName is stored, the display name shown. */
export function toOptions(list: TypeItem[] | undefined): FieldOption[] {
  return (list ?? []).map((t) => ({ value: t.typeName, label: t.typeDisplayName || t.typeName }));
}
