/** A checklist template as the server answers it (spec 02 §3), and the body of create and edit. */
import { z } from 'zod';
import type { components } from '@/types/api';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const subTaskSchema = z.object({
  subTaskId: z.number().nullish(),
  subTaskName: str,
  subTaskDescription: str,
  taskType: str,
  /** Follows taskType: SELECT [{name, value}], COST ['₹ 500'], RANGE {minValue, maxValue, type}, BOOLEAN null. */
  subTaskValue: z.unknown(),
});

export const taskSchema = z.object({
  taskId: z.number().nullish(),
  taskName: str,
  subTasks: z
    .array(subTaskSchema)
    .nullish()
    .transform((v) => v ?? []),
});

export const templateSchema = z.object({
  id: z.number(),
  orgName: str,
  checklistName: str,
  checklistDescription: str,
  taskList: z
    .array(taskSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type Template = z.infer<typeof templateSchema>;
export type TemplateTask = z.infer<typeof taskSchema>;
export type TemplateSubTask = z.infer<typeof subTaskSchema>;

/** The body of POST template and PUT template?templateId. */
export type TemplateInput = components['schemas']['Template'];

export const TEMPLATES_PATH = 'provisioningService/template';
