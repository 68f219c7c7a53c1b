/**
 * The schema of every paged answer (spec 01 §7: content + pageInfo), for
 * the list calls' fetchers. A missing content reads as an empty page.
 */
import { z } from 'zod';

export const pageInfoSchema = z.object({
  totalPages: z.number(),
  hasNextPage: z.boolean(),
  totalElements: z.number(),
  page: z.number(),
  size: z.number(),
});

/** The page of items of the given schema. */
export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    content: z
      .array(item)
      .nullish()
      .transform((v) => v ?? []),
    pageInfo: pageInfoSchema,
  });
}
