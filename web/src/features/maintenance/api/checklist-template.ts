/**
 * The checklist templates a record is entered from: GET
 * provisioningService/template?page=0&size=100[&orgName] (the name list of
 * spec 02 §9), each with its tasks.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const templateSchema = z.object({
  id: z.number(),
  checklistName: str,
  checklistDescription: str,
  taskList: z
    .array(
      z.object({
        taskName: str,
        subTasks: z
          .array(z.object({ subTaskName: str, subTaskDescription: str, taskType: str, subTaskValue: z.unknown() }))
          .nullish()
          .transform((v) => v ?? []),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});
export type ChecklistTemplate = z.infer<typeof templateSchema>;

const pageSchema = z.object({
  content: z
    .array(templateSchema)
    .nullish()
    .transform((v) => v ?? []),
});

/** Spec 02 §9: the checklist name list holds 100. */
export const NAME_LIST_QUERY = { page: 0, size: 100 } as const;

export async function getChecklistTemplates(orgName: string | undefined, signal?: AbortSignal): Promise<ChecklistTemplate[]> {
  return pageSchema.parse(await api<unknown>('provisioningService/template', { query: { ...NAME_LIST_QUERY, orgName }, signal })).content;
}

/** The templates usable at an organisation (the caller's own when undefined); off until enabled. */
export function useChecklistTemplates(orgName: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['maintenance', 'templates', orgName ?? ''],
    queryFn: ({ signal }) => getChecklistTemplates(orgName, signal),
    enabled,
    meta: { handlesError: true },
  });
}
