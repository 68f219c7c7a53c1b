/**
 * GET reports/dashBoard/v1/getAll?locale=en|fr: the reports the server
 * offers, in the user's language (docs/reports.md). `name` is the stable
 * English name the routes use, `category` the category's display name (the
 * tabs and the menu group by it), `values` the row's fields with their
 * column headers, in table order.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { languageOf } from '@/lib/format';
import type { Language } from '@/lib/i18n';

export const REPORT_LIST_PATH = 'reports/dashBoard/v1/getAll';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const reportValueSchema = z.object({ field: str, header: str });
export type ReportValue = z.infer<typeof reportValueSchema>;

export const reportEntrySchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v))),
  name: str,
  displayName: str,
  category: str,
  values: z
    .array(reportValueSchema)
    .nullish()
    .transform((v) => (v ?? []).filter((c) => c.field)),
});
export type ReportEntry = z.infer<typeof reportEntrySchema>;

const listSchema = z
  .array(reportEntrySchema)
  .nullish()
  .transform((v) => (v ?? []).filter((r) => r.name));

export async function getReportList(locale: Language, signal?: AbortSignal): Promise<ReportEntry[]> {
  return listSchema.parse(await api<unknown>(REPORT_LIST_PATH, { query: { locale }, signal }));
}

/**
 * The report list in the UI language, shared by the menu, the list screen
 * and the report pages; each shows its own failure (none is raised globally).
 */
export function useReportList({ enabled = true }: { enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const locale = languageOf(i18n.language);
  return useQuery({
    queryKey: ['reports', 'list', locale],
    queryFn: ({ signal }) => getReportList(locale, signal),
    enabled,
    staleTime: 5 * 60_000,
    meta: { handlesError: true },
  });
}

/** The categories in the server's order, each with its reports. */
export function byCategory(reports: readonly ReportEntry[]): { category: string; reports: ReportEntry[] }[] {
  const out = new Map<string, ReportEntry[]>();
  for (const r of reports) {
    const list = out.get(r.category) ?? [];
    list.push(r);
    out.set(r.category, list);
  }
  return [...out].map(([category, list]) => ({ category, reports: list }));
}
