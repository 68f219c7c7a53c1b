/**
 * What an import answers: a report on success (200), a Problem naming each
 * refused row and column on a refusal (400; 413 when the file is too large).
 */
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';

const count = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);

export const credentialSchema = z.object({ serialNumber: z.string(), token: z.string() });
export type DeviceCredential = z.infer<typeof credentialSchema>;

/** POST sites/import. */
export const siteReportSchema = z.object({
  status: z.string(),
  dryRun: z
    .boolean()
    .nullish()
    .transform((v) => !!v),
  rows: count,
  sites: count,
  units: count,
  devices: count,
  deviceCredentials: z
    .array(credentialSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type SiteReport = z.infer<typeof siteReportSchema>;

/** POST users/alertConfigurations/import. */
export const alertReportSchema = z.object({
  status: z.string(),
  dryRun: z
    .boolean()
    .nullish()
    .transform((v) => !!v),
  rows: count,
  users: count,
});
export type AlertReport = z.infer<typeof alertReportSchema>;

export type ImportReport = ({ kind: 'sites' } & SiteReport) | ({ kind: 'alerts' } & AlertReport);

const rowProblemSchema = z.object({
  row: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  field: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  code: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  message: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});
export type RowProblem = z.infer<typeof rowProblemSchema>;

const problemSchema = z.object({
  message: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  code: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  errors: z
    .array(rowProblemSchema)
    .nullish()
    .transform((v) => v ?? []),
});

/** A refused file: the server's headline and its per-row problems, by row (file-wide ones first). */
export interface ImportRefusal {
  status: number;
  code: string;
  message: string;
  problems: RowProblem[];
}

/** The refusal an import failed with, or null when it failed otherwise (network, 5xx, 403...). */
export function importRefusal(error: unknown): ImportRefusal | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 413)) return null;
  const parsed = problemSchema.safeParse(typeof error.body === 'object' ? error.body : {});
  const body = parsed.success ? parsed.data : { message: '', code: '', errors: [] };
  const problems = [...body.errors].sort((a, b) => a.row - b.row);
  return { status: error.status, code: body.code, message: body.message, problems };
}
