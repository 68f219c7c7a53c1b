/**
 * The organisation tree node the hierarchy calls answer: the organisation,
 * its nested sub-organisations and (from the sites issue on) its sites.
 * Sites are kept as they come; components/tree-model.ts reads them.
 */
import { z } from 'zod';

export interface OrgNode {
  orgId: number | null;
  orgName: string;
  orgDisplayName: string;
  orgType: string;
  subOrganization: OrgNode[];
  sites: unknown[];
}

export const orgNodeSchema: z.ZodType<OrgNode, unknown> = z.lazy(() =>
  z.object({
    orgId: z
      .number()
      .nullish()
      .transform((v) => v ?? null),
    orgName: z.string(),
    orgDisplayName: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    orgType: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    subOrganization: z
      .array(orgNodeSchema)
      .nullish()
      .transform((v) => v ?? []),
    sites: z
      .array(z.unknown())
      .nullish()
      .transform((v) => v ?? []),
  }),
);
