/**
 * Between the server's template and the editor's values: a loaded template
 * becomes form values (RANGE bounds as text, COST entries as objects), the
 * values become the body of create and edit (trimmed, typed values, ids
 * kept), and the server's field paths become the form's.
 */
import type { Template, TemplateInput } from '@/features/checklists/api/template';
import {
  isTaskType,
  type CostEntry,
  type RangeEntry,
  type SelectEntry,
  type SubTaskValue,
  type TemplateFormValues,
} from '@/features/checklists/components/schema';

const asText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored value in the editor's shape for its type (anything else gives the type's blanks). */
export function toFormValue(taskType: string, raw: unknown): SubTaskValue {
  switch (taskType) {
    case 'SELECT':
      return Array.isArray(raw)
        ? raw.map((e): SelectEntry => (isObject(e) ? { name: asText(e.name), value: asText(e.value) } : { name: '', value: '' }))
        : [];
    case 'COST':
      return Array.isArray(raw) ? raw.map((e): CostEntry => ({ currency: asText(e) })) : [];
    case 'RANGE':
      return isObject(raw)
        ? { minValue: asText(raw.minValue), maxValue: asText(raw.maxValue), type: asText(raw.type) }
        : { minValue: '', maxValue: '', type: '' };
    default:
      return null;
  }
}

/** A loaded template as the editor's values. */
export function toFormValues(t: Template): TemplateFormValues {
  return {
    checklistName: t.checklistName,
    checklistDescription: t.checklistDescription,
    taskList: t.taskList.map((task) => ({
      taskId: task.taskId ?? null,
      taskName: task.taskName,
      subTasks: task.subTasks.map((st) => {
        const taskType = st.taskType.toUpperCase();
        return {
          subTaskId: st.subTaskId ?? null,
          subTaskName: st.subTaskName,
          subTaskDescription: st.subTaskDescription,
          taskType,
          subTaskValue: toFormValue(taskType, st.subTaskValue),
        };
      }),
    })),
  };
}

type ApiValue = NonNullable<NonNullable<TemplateInput['taskList']>[number]['subTasks']>[number]['subTaskValue'];

/** The editor's value as the server takes it: the type's shape, trimmed, RANGE bounds as numbers. */
export function toApiValue(taskType: string, value: SubTaskValue): ApiValue {
  switch (taskType) {
    case 'SELECT':
      return ((value as SelectEntry[] | null) ?? []).map((e) => ({ name: e.name.trim(), value: e.value.trim() }));
    case 'COST':
      return ((value as CostEntry[] | null) ?? []).map((e) => e.currency.trim());
    case 'RANGE': {
      const r = (value as RangeEntry | null) ?? { minValue: '', maxValue: '', type: '' };
      return { minValue: Number(r.minValue.trim()), maxValue: Number(r.maxValue.trim()), type: r.type.trim() };
    }
    default:
      return null;
  }
}

/**
 * The body of create and edit. The task and sub-task ids of a loaded
 * template are sent back so the server keeps them; new ones go without.
 */
export function toTemplateInput(v: TemplateFormValues, orgName?: string): TemplateInput {
  return {
    ...(orgName ? { orgName } : {}),
    checklistName: v.checklistName.trim(),
    checklistDescription: v.checklistDescription.trim(),
    taskList: v.taskList.map((task) => ({
      ...(task.taskId ? { taskId: task.taskId } : {}),
      taskName: task.taskName.trim(),
      subTasks: task.subTasks.map((st) => ({
        ...(st.subTaskId ? { subTaskId: st.subTaskId } : {}),
        subTaskName: st.subTaskName.trim(),
        subTaskDescription: st.subTaskDescription.trim(),
        taskType: isTaskType(st.taskType) ? st.taskType : st.taskType.trim(),
        subTaskValue: toApiValue(st.taskType, st.subTaskValue),
      })),
    })),
  };
}

/**
 * A server field path as the form's: 'taskList[0].subTasks[1].subTaskValue[2].name'
 * → 'taskList.0.subTasks.1.subTaskValue.2.name'; a COST entry
 * ('…subTaskValue[2]') is the entry's currency field.
 */
export function formPath(field: string, values: TemplateFormValues): string {
  const path = field.replace(/\[(\d+)\]/g, '.$1');
  const cost = /^taskList\.(\d+)\.subTasks\.(\d+)\.subTaskValue\.(\d+)$/.exec(path);
  if (cost && values.taskList[Number(cost[1])]?.subTasks[Number(cost[2])]?.taskType === 'COST') return `${path}.currency`;
  return path;
}
