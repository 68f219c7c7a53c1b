/**
 * PUT provisioningService/template?templateId: replaces a checklist
 * template; the task and sub-task ids sent back are kept.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TEMPLATES_PATH, templateSchema, type Template, type TemplateInput } from '@/features/checklists/api/template';

export async function updateTemplate({ templateId, body }: { templateId: number; body: TemplateInput }): Promise<Template> {
  return templateSchema.parse(await api<unknown>(TEMPLATES_PATH, { method: 'PUT', query: { templateId }, body }));
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    meta: { handlesError: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['checklists'] }),
  });
}
