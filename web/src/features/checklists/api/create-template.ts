/** POST provisioningService/template: creates a checklist template. The form shows a failure itself. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TEMPLATES_PATH, templateSchema, type Template, type TemplateInput } from '@/features/checklists/api/template';

export async function createTemplate(body: TemplateInput): Promise<Template> {
  return templateSchema.parse(await api<unknown>(TEMPLATES_PATH, { method: 'POST', body }));
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    meta: { handlesError: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['checklists'] }),
  });
}
