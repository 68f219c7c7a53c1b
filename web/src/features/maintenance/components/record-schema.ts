/**
 * The record entry form (spec 02 §2): its values, its rules as pure
 * functions (messages are i18n keys of maintenance.json, English text as
 * the server's), the tasks a chosen template gives, and the body of the
 * create with its date-time number arrays.
 */
import { z } from 'zod';
import { isAfter, startOfDay } from 'date-fns';
import type { ChecklistTemplate } from '@/features/maintenance/api/checklist-template';
import { toDateTimeArray, type RecordInput } from '@/features/maintenance/api/record';

export interface ReadingValues {
  subTaskName: string;
  subTaskDescription: string;
  taskType: string;
  /** The template's value (options, currencies or range), copied as is. */
  taskValue: unknown;
  /** As typed or chosen: an option's value, 'true'/'false', a number, an amount. '' when left blank. */
  reading: string;
  /** COST: the currency of the amount. */
  currency: string;
  comment: string;
}

export interface RecordTaskValues {
  taskName: string;
  subTaskList: ReadingValues[];
}

export interface RecordFormValues {
  siteId: string;
  chillingUnitUuid: string;
  checklistName: string;
  performedBy: string;
  actionDay: Date | null;
  actionTime: Date | null;
  dueDate: Date | null;
  taskList: RecordTaskValues[];
}

export const M = {
  unitRequired: 'maintenance.validation.unitRequired',
  checklistRequired: 'maintenance.validation.checklistRequired',
  performedByRequired: 'maintenance.validation.performedByRequired',
  actionDateRequired: 'maintenance.validation.actionDateRequired',
  actionTimeRequired: 'maintenance.validation.actionTimeRequired',
  dateInvalid: 'maintenance.validation.dateInvalid',
  actionDateFuture: 'maintenance.validation.actionDateFuture',
  dueBeforeAction: 'maintenance.validation.dueBeforeAction',
  readingNumber: 'maintenance.validation.readingNumber',
  amountRequired: 'maintenance.validation.amountRequired',
  amountInvalid: 'maintenance.validation.amountInvalid',
  currencyRequired: 'maintenance.validation.currencyRequired',
  tooLong: 'maintenance.validation.tooLong',
} as const;

export interface Issue {
  path: (string | number)[];
  message: string;
}

/** The server's limits (internal/checklist). */
export const LIMITS = { name: 100, text: 500 } as const;

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
export function isNumeric(s: string): boolean {
  return NUMBER.test(s.trim()) && Number.isFinite(Number(s.trim()));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && isNumeric(v) ? Number(v.trim()) : null);

/** A RANGE sub-task's bounds and type, or null when the value holds none. */
export function rangeOf(taskValue: unknown): { min: number; max: number; type: string } | null {
  if (!isObject(taskValue)) return null;
  const min = num(taskValue.minValue);
  const max = num(taskValue.maxValue);
  if (min === null || max === null) return null;
  return { min, max, type: typeof taskValue.type === 'string' ? taskValue.type : '' };
}

/**
 * True when a RANGE sub-task's reading is a number outside its expected
 * range (bounds included in the range); false for any other reading, a
 * blank one or a sub-task without bounds.
 */
export function outOfRange(taskType: string, taskValue: unknown, reading: unknown): boolean {
  if (taskType.toUpperCase() !== 'RANGE') return false;
  const r = rangeOf(taskValue);
  const n = typeof reading === 'number' ? reading : typeof reading === 'string' && isNumeric(reading) ? Number(reading.trim()) : null;
  return r !== null && n !== null && (n < r.min || n > r.max);
}

/** How many readings of a record are out of their expected range. */
export function outOfRangeCount(
  taskList: readonly { subTaskList: readonly { taskType: string; taskValue: unknown; reading: unknown }[] }[],
): number {
  return taskList.reduce((n, task) => n + task.subTaskList.filter((st) => outOfRange(st.taskType, st.taskValue, st.reading)).length, 0);
}

/** A SELECT sub-task's options. */
export function optionsOf(taskValue: unknown): { name: string; value: string }[] {
  if (!Array.isArray(taskValue)) return [];
  return taskValue.filter(isObject).map((o) => ({ name: String(o.name ?? ''), value: String(o.value ?? '') }));
}

/** A COST sub-task's listed entries ('₹ 500'). */
export function costsOf(taskValue: unknown): string[] {
  return Array.isArray(taskValue) ? taskValue.filter((c): c is string => typeof c === 'string') : [];
}

/** The currencies of a COST sub-task's entries: each entry without its amount ('₹ 500' → '₹'), once each. */
export function currenciesOf(taskValue: unknown): string[] {
  const out: string[] = [];
  for (const c of costsOf(taskValue)) {
    const cur = c.replace(/[-+]?\d[\d.,]*/g, '').trim();
    if (cur && !out.includes(cur)) out.push(cur);
  }
  return out;
}

/** A reading's issues (blank readings are allowed, as the server allows them). */
export function readingIssues(st: ReadingValues): Issue[] {
  const out: Issue[] = [];
  const reading = st.reading.trim();
  switch (st.taskType) {
    case 'RANGE': {
      if (!reading) break;
      if (!isNumeric(reading)) {
        out.push({ path: ['reading'], message: M.readingNumber });
        break;
      }
      // A reading outside the expected range is what a technician must be
      // able to record: it is saved, and flagged (outOfRange), not refused.
      break;
    }
    case 'COST': {
      const currencies = currenciesOf(st.taskValue);
      if (reading && (!isNumeric(reading) || Number(reading) < 0)) out.push({ path: ['reading'], message: M.amountInvalid });
      if (!reading && st.currency) out.push({ path: ['reading'], message: M.amountRequired });
      if (reading && currencies.length > 0 && !st.currency) out.push({ path: ['currency'], message: M.currencyRequired });
      break;
    }
    default:
      if ([...reading].length > LIMITS.name) out.push({ path: ['reading'], message: M.tooLong });
  }
  if ([...st.comment.trim()].length > LIMITS.text) out.push({ path: ['comment'], message: M.tooLong });
  return out;
}

/** The action date and time as one instant (seconds dropped), or null when either is missing or invalid. */
export function combine(day: Date | null, time: Date | null): Date | null {
  if (!(day instanceof Date) || !(time instanceof Date) || Number.isNaN(day.getTime()) || Number.isNaN(time.getTime())) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.getHours(), time.getMinutes(), 0, 0);
}

const invalid = (d: Date | null) => d instanceof Date && Number.isNaN(d.getTime());

/** Every issue of a record, at `now`. */
export function recordIssues(v: RecordFormValues, now: Date): Issue[] {
  const out: Issue[] = [];
  if (!v.chillingUnitUuid) out.push({ path: ['chillingUnitUuid'], message: M.unitRequired });
  if (!v.checklistName) out.push({ path: ['checklistName'], message: M.checklistRequired });
  const by = v.performedBy.trim();
  if (!by) out.push({ path: ['performedBy'], message: M.performedByRequired });
  else if ([...by].length > LIMITS.name) out.push({ path: ['performedBy'], message: M.tooLong });
  if (invalid(v.actionDay)) out.push({ path: ['actionDay'], message: M.dateInvalid });
  else if (!v.actionDay) out.push({ path: ['actionDay'], message: M.actionDateRequired });
  if (invalid(v.actionTime)) out.push({ path: ['actionTime'], message: M.dateInvalid });
  else if (!v.actionTime) out.push({ path: ['actionTime'], message: M.actionTimeRequired });
  const action = combine(v.actionDay, v.actionTime);
  if (action && isAfter(action, now)) {
    out.push({ path: [isAfter(startOfDay(action), now) ? 'actionDay' : 'actionTime'], message: M.actionDateFuture });
  }
  if (invalid(v.dueDate)) out.push({ path: ['dueDate'], message: M.dateInvalid });
  else if (v.dueDate && v.actionDay && !invalid(v.actionDay) && startOfDay(v.dueDate) < startOfDay(v.actionDay)) {
    out.push({ path: ['dueDate'], message: M.dueBeforeAction });
  }
  v.taskList.forEach((task, i) => {
    task.subTaskList.forEach((st, j) => {
      for (const issue of readingIssues(st)) out.push({ ...issue, path: ['taskList', i, 'subTaskList', j, ...issue.path] });
    });
  });
  return out;
}

/** The form's schema; `now` is read at each check. */
export function recordFormSchema(now: () => Date = () => new Date()) {
  return z
    .custom<RecordFormValues>((v) => typeof v === 'object' && v !== null)
    .superRefine((v, ctx) => {
      for (const issue of recordIssues(v, now())) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
}

/** A template's tasks as blank readings. */
export function tasksOf(t: ChecklistTemplate): RecordTaskValues[] {
  return t.taskList.map((task) => ({
    taskName: task.taskName,
    subTaskList: task.subTasks.map((st) => ({
      subTaskName: st.subTaskName,
      subTaskDescription: st.subTaskDescription,
      taskType: st.taskType.toUpperCase(),
      taskValue: st.subTaskValue ?? null,
      reading: '',
      currency: '',
      comment: '',
    })),
  }));
}

/** A reading as the server takes it: a number for RANGE, yes/no for BOOLEAN, 'currency amount' for COST; null when blank. */
export function toReading(st: ReadingValues): string | number | boolean | null {
  const r = st.reading.trim();
  if (!r) return null;
  switch (st.taskType) {
    case 'RANGE':
      return Number(r);
    case 'BOOLEAN':
      return r === 'true';
    case 'COST':
      return st.currency ? `${st.currency} ${r}` : r;
    default:
      return r;
  }
}

type SubTaskInput = NonNullable<NonNullable<RecordInput['taskList']>[number]['subTaskList']>[number];
type TaskValueInput = SubTaskInput['taskValue'];

/**
 * The body of POST preventive_maintenance. The due date is the chosen day
 * at the action's time of day, so that a due date on the action's day is
 * not before it. Dates go as [year, month, day, hour, minute, second] in UTC.
 */
export function toRecordInput(v: RecordFormValues, checklistDesc: string): RecordInput {
  const action = combine(v.actionDay, v.actionTime);
  // recordFormSchema refuses a record without them, so this is a caller's mistake.
  if (!action) throw new Error('toRecordInput: the action day and time are required');
  const due = v.dueDate ? combine(v.dueDate, v.actionTime) : null;
  return {
    chillingUnitUuid: v.chillingUnitUuid,
    checklistName: v.checklistName,
    checklistDesc,
    performedBy: v.performedBy.trim(),
    actionDate: toDateTimeArray(action),
    dueDate: due ? toDateTimeArray(due) : null,
    taskList: v.taskList.map((task) => ({
      taskName: task.taskName,
      subTaskList: task.subTaskList.map((st) => ({
        subTaskName: st.subTaskName,
        taskType: st.taskType,
        taskValue: st.taskValue as TaskValueInput,
        reading: toReading(st),
        comment: st.comment.trim(),
      })),
    })),
  };
}

/** The values a new record starts with: the signed-in user as performer, now as the action date. */
export function newRecordValues(performedBy: string, now: Date = new Date()): RecordFormValues {
  return {
    siteId: '',
    chillingUnitUuid: '',
    checklistName: '',
    performedBy,
    actionDay: startOfDay(now),
    actionTime: now,
    dueDate: null,
    taskList: [],
  };
}
