/**
 * GET provisioningService/template?[orgName]&page&size: one page of the
 * checklist templates usable at an organisation (the caller's own when no
 * orgName is given).
 */
import { api, type Page } from '@/lib/api-client';
import { pageSchema } from '@/lib/page-schema';
import type { PageFetcher } from '@/components/data-table/data-table-types';
import { TEMPLATES_PATH, templateSchema, type Template } from '@/features/checklists/api/template';

const answerSchema = pageSchema(templateSchema);

export async function getTemplates(query: { page: number; size: number; orgName?: string }, signal?: AbortSignal): Promise<Page<Template>> {
  return answerSchema.parse(await api<unknown>(TEMPLATES_PATH, { query, signal }));
}

/** The table's fetcher for the templates of an organisation (the caller's own when undefined). */
export function templatesFetcher(orgName: string | undefined): PageFetcher<Template> {
  return (page, size, _sort, signal) => getTemplates({ page, size, orgName }, signal);
}
