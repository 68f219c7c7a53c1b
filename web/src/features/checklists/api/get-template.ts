/** GET provisioningService/template/{id}: one checklist template, for the edit form. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TEMPLATES_PATH, templateSchema, type Template } from '@/features/checklists/api/template';

export async function getTemplate(id: string, signal?: AbortSignal): Promise<Template> {
  return templateSchema.parse(await api<unknown>(`${TEMPLATES_PATH}/${encodeURIComponent(id)}`, { signal }));
}

export function useTemplate(id: string | undefined) {
  return useQuery({
    queryKey: ['checklists', 'one', id],
    queryFn: id ? ({ signal }) => getTemplate(id, signal) : skipToken,
  });
}
