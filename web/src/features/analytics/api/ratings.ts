/**
 * The rating calls (spec 03 §7 "Ratings", docs/analytics.md):
 * GET analyticService/rating/ratingDetails/{unit}/{start}/{end},
 * GET analyticService/orgRating/dates?organization,
 * GET analyticService/orgRating/tree?organization&startTime&endTime,
 * GET analyticService/rating/attributes?organization and
 * PUT analyticService/rating/attributes/update (the whole tree).
 */
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export interface RatingNode {
  attributeName: string;
  weightage: number;
  rating: number | null;
  kpi: string;
  value: number | null;
  unit: string;
  attributes: RatingNode[];
}
const ratingNodeSchema: z.ZodType<RatingNode, unknown> = z.lazy(() =>
  z.object({
    attributeName: str,
    weightage: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    rating: z
      .number()
      .nullish()
      .transform((v) => v ?? null),
    kpi: str,
    value: z
      .number()
      .nullish()
      .transform((v) => v ?? null),
    unit: str,
    attributes: z
      .array(ratingNodeSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);

const unitRatingSchema = z.object({
  chillingUnitUuid: str,
  chillingUnitId: str,
  siteName: str,
  startTime: str,
  endTime: str,
  provisional: z
    .boolean()
    .nullish()
    .transform((v) => !!v),
  days: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  rating: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  content: ratingNodeSchema.nullish().transform((v) => v ?? null),
});
export type UnitRating = z.infer<typeof unitRatingSchema>;

export interface TreeNode {
  type: string;
  name: string;
  siteUuid: string;
  chillingUnitUuid: string;
  rating: number | null;
  ratedUnits: number;
  units: number;
  provisional: boolean;
  children: TreeNode[];
}
const treeNodeSchema: z.ZodType<TreeNode, unknown> = z.lazy(() =>
  z.object({
    type: str,
    name: str,
    siteUuid: str,
    chillingUnitUuid: str,
    rating: z
      .number()
      .nullish()
      .transform((v) => v ?? null),
    ratedUnits: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    units: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    provisional: z
      .boolean()
      .nullish()
      .transform((v) => !!v),
    children: z
      .array(treeNodeSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);
const treeSchema = z.object({
  organization: str,
  startTime: str,
  endTime: str,
  provisional: z
    .boolean()
    .nullish()
    .transform((v) => !!v),
  content: treeNodeSchema.nullish().transform((v) => v ?? null),
});
export type RatingTree = z.infer<typeof treeSchema>;

const datesSchema = z.object({
  organization: str,
  content: z
    .array(
      z.object({
        month: str,
        startTime: str,
        endTime: str,
        provisional: z
          .boolean()
          .nullish()
          .transform((v) => !!v),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});
export type RatingDates = z.infer<typeof datesSchema>;

export interface Attribute {
  attributeName: string;
  weightage: number;
  kpi?: string;
  children: Attribute[];
}
const attributeSchema: z.ZodType<Attribute, unknown> = z.lazy(() =>
  z.object({
    attributeName: str,
    weightage: z
      .number()
      .nullish()
      .transform((v) => v ?? 0),
    kpi: z
      .string()
      .nullish()
      .transform((v) => v ?? undefined),
    children: z
      .array(attributeSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);
const templateSchema = z.object({
  organization: str,
  inherited: z
    .boolean()
    .nullish()
    .transform((v) => !!v),
  from: str,
  editable: z
    .boolean()
    .nullish()
    .transform((v) => !!v),
  attributes: attributeSchema,
});
export type RatingTemplate = z.infer<typeof templateSchema>;

export async function getRatingDetails(unit: string, start: string, end: string, signal?: AbortSignal): Promise<UnitRating> {
  const path = ['analyticService/rating/ratingDetails', unit, start, end].map((p, i) => (i === 0 ? p : encodeURIComponent(p))).join('/');
  return unitRatingSchema.parse(await api<unknown>(path, { signal }));
}

export function useRatingDetails(q: { unit: string; start: string; end: string } | null) {
  return useQuery({
    queryKey: ['rating', 'details', q],
    queryFn: q ? ({ signal }) => getRatingDetails(q.unit, q.start, q.end, signal) : skipToken,
    meta: { handlesError: true },
  });
}

export function useRatingDates() {
  return useQuery({
    queryKey: ['rating', 'dates'],
    queryFn: async ({ signal }) => datesSchema.parse(await api<unknown>('analyticService/orgRating/dates', { signal })),
    meta: { handlesError: true },
  });
}

export function useRatingTree(q: { start: string; end: string } | null) {
  return useQuery({
    queryKey: ['rating', 'tree', q],
    queryFn: q
      ? async ({ signal }) =>
          treeSchema.parse(await api<unknown>('analyticService/orgRating/tree', { query: { startTime: q.start, endTime: q.end }, signal }))
      : skipToken,
    meta: { handlesError: true },
  });
}

export function useRatingTemplate() {
  return useQuery({
    queryKey: ['rating', 'attributes'],
    queryFn: async ({ signal }) => templateSchema.parse(await api<unknown>('analyticService/rating/attributes', { signal })),
    meta: { handlesError: true },
  });
}

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: async (root: Attribute) =>
      templateSchema.parse(await api<unknown>('analyticService/rating/attributes/update', { method: 'PUT', body: root })),
    onSuccess: (t) => {
      qc.setQueryData(['rating', 'attributes'], t);
      void qc.invalidateQueries({ queryKey: ['rating'], predicate: (q) => q.queryKey[1] !== 'attributes' });
    },
  });
}
