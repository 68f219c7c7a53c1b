/**
 * The checklist template editor's values and rules (spec 02 §3, §5): the
 * shapes the form holds, the blanks a new task, sub-task or type starts
 * with, and the rules as pure functions returning issues (path + i18n key
 * of checklists.json, English text as the server's). The zod schema runs
 * them for react-hook-form.
 */
import { z } from 'zod';

export const TASK_TYPES = ['SELECT', 'COST', 'RANGE', 'BOOLEAN'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** The server's limits (internal/checklist). */
export const LIMITS = { tasks: 100, subTasks: 100, entries: 50, name: 100, text: 500, short: 50 } as const;

export interface SelectEntry {
  name: string;
  value: string;
}
/** One COST entry: a currency string such as 'INR' or '₹ 500' (an object, so that the form can list it). */
export interface CostEntry {
  currency: string;
}
/** RANGE bounds as typed (text, checked to be numbers) and what is measured. */
export interface RangeEntry {
  minValue: string;
  maxValue: string;
  type: string;
}
export type SubTaskValue = SelectEntry[] | CostEntry[] | RangeEntry | null;

export interface SubTaskValues {
  subTaskId?: number | null;
  subTaskName: string;
  subTaskDescription: string;
  /** '' until chosen. */
  taskType: string;
  subTaskValue: SubTaskValue;
}

export interface TaskValues {
  taskId?: number | null;
  taskName: string;
  subTasks: SubTaskValues[];
}

export interface TemplateFormValues {
  checklistName: string;
  checklistDescription: string;
  taskList: TaskValues[];
}

export const M = {
  checklistNameRequired: 'checklists.validation.checklistNameRequired',
  checklistDescriptionRequired: 'checklists.validation.checklistDescriptionRequired',
  tooLong: 'checklists.validation.tooLong',
  taskListRequired: 'checklists.validation.taskListRequired',
  taskNameRequired: 'checklists.validation.taskNameRequired',
  taskNameTaken: 'checklists.validation.taskNameTaken',
  subTasksRequired: 'checklists.validation.subTasksRequired',
  subTaskNameRequired: 'checklists.validation.subTaskNameRequired',
  subTaskNameTaken: 'checklists.validation.subTaskNameTaken',
  subTaskDescriptionRequired: 'checklists.validation.subTaskDescriptionRequired',
  taskTypeRequired: 'checklists.validation.taskTypeRequired',
  selectRequired: 'checklists.validation.selectRequired',
  selectNameRequired: 'checklists.validation.selectNameRequired',
  selectNameTaken: 'checklists.validation.selectNameTaken',
  selectValueRequired: 'checklists.validation.selectValueRequired',
  selectValueTaken: 'checklists.validation.selectValueTaken',
  costRequired: 'checklists.validation.costRequired',
  costTaken: 'checklists.validation.costTaken',
  minRequired: 'checklists.validation.minRequired',
  minInvalid: 'checklists.validation.minInvalid',
  maxRequired: 'checklists.validation.maxRequired',
  maxInvalid: 'checklists.validation.maxInvalid',
  rangeOrder: 'checklists.validation.rangeOrder',
  rangeTypeRequired: 'checklists.validation.rangeTypeRequired',
} as const;

export type Path = (string | number)[];
export interface Issue {
  path: Path;
  message: string;
}

export function isTaskType(t: string): t is TaskType {
  return (TASK_TYPES as readonly string[]).includes(t);
}

/** The blanks a type starts with: one empty option, one empty currency, empty bounds, or nothing. */
export function blankValue(type: string): SubTaskValue {
  switch (type) {
    case 'SELECT':
      return [{ name: '', value: '' }];
    case 'COST':
      return [{ currency: '' }];
    case 'RANGE':
      return { minValue: '', maxValue: '', type: '' };
    default:
      return null;
  }
}

export function blankSubTask(): SubTaskValues {
  return { subTaskName: '', subTaskDescription: '', taskType: '', subTaskValue: null };
}

export function blankTask(): TaskValues {
  return { taskName: '', subTasks: [blankSubTask()] };
}

export function blankTemplate(): TemplateFormValues {
  return { checklistName: '', checklistDescription: '', taskList: [blankTask()] };
}

/** How names are compared, as the server does: trimmed, inner spaces collapsed, lower case. */
export function nameKey(s: string): string {
  return s.trim().split(/\s+/).join(' ').toLowerCase();
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** A finite number written as text ('' is not one). */
export function isNumeric(s: string): boolean {
  return NUMBER.test(s.trim()) && Number.isFinite(Number(s.trim()));
}

const text = (s: unknown): string => (typeof s === 'string' ? s.trim() : '');
const tooLong = (s: string, max: number) => [...s].length > max;

/** SELECT: at least one option; each needs a name and a value, each unique among the options. */
export function selectIssues(entries: SelectEntry[] | null | undefined): Issue[] {
  if (!Array.isArray(entries) || entries.length === 0) return [{ path: [], message: M.selectRequired }];
  const out: Issue[] = [];
  const names = new Set<string>();
  const values = new Set<string>();
  entries.forEach((e, k) => {
    const name = text(e?.name);
    const value = text(e?.value);
    if (!name) out.push({ path: [k, 'name'], message: M.selectNameRequired });
    else if (tooLong(name, LIMITS.name)) out.push({ path: [k, 'name'], message: M.tooLong });
    else if (names.has(nameKey(name))) out.push({ path: [k, 'name'], message: M.selectNameTaken });
    if (name) names.add(nameKey(name));
    if (!value) out.push({ path: [k, 'value'], message: M.selectValueRequired });
    else if (tooLong(value, LIMITS.name)) out.push({ path: [k, 'value'], message: M.tooLong });
    else if (values.has(nameKey(value))) out.push({ path: [k, 'value'], message: M.selectValueTaken });
    if (value) values.add(nameKey(value));
  });
  return out;
}

/** COST: at least one entry; each required and unique (spec 02 §5). */
export function costIssues(entries: CostEntry[] | null | undefined): Issue[] {
  if (!Array.isArray(entries) || entries.length === 0) return [{ path: [], message: M.costRequired }];
  const out: Issue[] = [];
  const seen = new Set<string>();
  entries.forEach((e, k) => {
    const c = text(e?.currency);
    const path = [k, 'currency'];
    if (!c) out.push({ path, message: M.costRequired });
    else if (tooLong(c, LIMITS.short)) out.push({ path, message: M.tooLong });
    else if (seen.has(nameKey(c))) out.push({ path, message: M.costTaken });
    if (c) seen.add(nameKey(c));
  });
  return out;
}

/** RANGE: numeric min and max, min below max, and a type. */
export function rangeIssues(range: RangeEntry | null | undefined): Issue[] {
  const r = range ?? { minValue: '', maxValue: '', type: '' };
  const out: Issue[] = [];
  const min = text(r.minValue);
  const max = text(r.maxValue);
  if (!min) out.push({ path: ['minValue'], message: M.minRequired });
  else if (!isNumeric(min)) out.push({ path: ['minValue'], message: M.minInvalid });
  if (!max) out.push({ path: ['maxValue'], message: M.maxRequired });
  else if (!isNumeric(max)) out.push({ path: ['maxValue'], message: M.maxInvalid });
  if (isNumeric(min) && isNumeric(max) && !(Number(min) < Number(max))) {
    out.push({ path: ['minValue'], message: M.rangeOrder });
  }
  const type = text(r.type);
  if (!type) out.push({ path: ['type'], message: M.rangeTypeRequired });
  else if (tooLong(type, LIMITS.short)) out.push({ path: ['type'], message: M.tooLong });
  return out;
}

/** The value's issues for its type, paths relative to subTaskValue. */
export function valueIssues(taskType: string, value: SubTaskValue): Issue[] {
  switch (taskType) {
    case 'SELECT':
      return selectIssues(value as SelectEntry[]);
    case 'COST':
      return costIssues(value as CostEntry[]);
    case 'RANGE':
      return rangeIssues(value as RangeEntry);
    default:
      return [];
  }
}

const under = (prefix: Path, issues: Issue[]): Issue[] => issues.map((i) => ({ ...i, path: [...prefix, ...i.path] }));

/**
 * A sub-task's issues. `earlier` holds the name keys of the sub-tasks before
 * it in its task: a name already there is refused.
 */
export function subTaskIssues(st: SubTaskValues, earlier: ReadonlySet<string> = new Set()): Issue[] {
  const out: Issue[] = [];
  const name = text(st.subTaskName);
  if (!name) out.push({ path: ['subTaskName'], message: M.subTaskNameRequired });
  else if (tooLong(name, LIMITS.name)) out.push({ path: ['subTaskName'], message: M.tooLong });
  else if (earlier.has(nameKey(name))) out.push({ path: ['subTaskName'], message: M.subTaskNameTaken });
  const desc = text(st.subTaskDescription);
  if (!desc) out.push({ path: ['subTaskDescription'], message: M.subTaskDescriptionRequired });
  else if (tooLong(desc, LIMITS.text)) out.push({ path: ['subTaskDescription'], message: M.tooLong });
  if (!isTaskType(text(st.taskType))) out.push({ path: ['taskType'], message: M.taskTypeRequired });
  else out.push(...under(['subTaskValue'], valueIssues(text(st.taskType), st.subTaskValue)));
  return out;
}

/** A task's issues: its name (unique among the tasks before it), at least one sub-task, each sub-task's. */
export function taskIssues(task: TaskValues, earlier: ReadonlySet<string> = new Set()): Issue[] {
  const out: Issue[] = [];
  const name = text(task.taskName);
  if (!name) out.push({ path: ['taskName'], message: M.taskNameRequired });
  else if (tooLong(name, LIMITS.name)) out.push({ path: ['taskName'], message: M.tooLong });
  else if (earlier.has(nameKey(name))) out.push({ path: ['taskName'], message: M.taskNameTaken });
  const subTasks = task.subTasks ?? [];
  if (subTasks.length === 0) out.push({ path: ['subTasks'], message: M.subTasksRequired });
  const names = new Set<string>();
  subTasks.forEach((st, j) => {
    out.push(...under(['subTasks', j], subTaskIssues(st, names)));
    const n = text(st.subTaskName);
    if (n) names.add(nameKey(n));
  });
  return out;
}

/** Every issue of a template. */
export function templateIssues(v: TemplateFormValues): Issue[] {
  const out: Issue[] = [];
  const name = text(v.checklistName);
  if (!name) out.push({ path: ['checklistName'], message: M.checklistNameRequired });
  else if (tooLong(name, LIMITS.name)) out.push({ path: ['checklistName'], message: M.tooLong });
  const desc = text(v.checklistDescription);
  if (!desc) out.push({ path: ['checklistDescription'], message: M.checklistDescriptionRequired });
  else if (tooLong(desc, LIMITS.text)) out.push({ path: ['checklistDescription'], message: M.tooLong });
  const tasks = v.taskList ?? [];
  if (tasks.length === 0) out.push({ path: ['taskList'], message: M.taskListRequired });
  const names = new Set<string>();
  tasks.forEach((task, i) => {
    out.push(...under(['taskList', i], taskIssues(task, names)));
    const n = text(task.taskName);
    if (n) names.add(nameKey(n));
  });
  return out;
}

/** The editor's schema: the values as they are, checked by templateIssues. */
export const templateFormSchema = z
  .custom<TemplateFormValues>((v) => typeof v === 'object' && v !== null)
  .superRefine((v, ctx) => {
    for (const issue of templateIssues(v)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
