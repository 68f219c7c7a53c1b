/**
 * A preventive-maintenance record as the server answers it (spec 02 §2,
 * §3), the body of a create, and the date-time number arrays the server
 * writes dates in ([year, month, day, hour, minute, second], UTC).
 */
import { z } from 'zod';
import type { components } from '@/types/api';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const recordSubTaskSchema = z.object({
  subTaskName: str,
  reading: z
    .union([z.string(), z.number(), z.boolean()])
    .nullish()
    .transform((v) => v ?? null),
  taskType: str,
  taskValue: z.unknown(),
  comment: str,
});
export type RecordSubTask = z.infer<typeof recordSubTaskSchema>;

export const recordTaskSchema = z.object({
  taskName: str,
  subTaskList: z
    .array(recordSubTaskSchema)
    .nullish()
    .transform((v) => v ?? []),
});

const dateTime = z
  .union([z.array(z.number()), z.string()])
  .nullish()
  .transform((v) => v ?? null);

export const recordSchema = z.object({
  id: z.number(),
  chillingUnitUuid: str,
  checklistName: str,
  checklistDesc: str,
  organizationName: str,
  performedBy: str,
  actionDate: dateTime,
  dueDate: dateTime,
  taskList: z
    .array(recordTaskSchema)
    .nullish()
    .transform((v) => v ?? []),
  createdBy: str,
});
export type MaintenanceRecord = z.infer<typeof recordSchema>;

/** The body of POST preventive_maintenance. */
export type RecordInput = components['schemas']['Record'];

export const RECORDS_PATH = 'preventive_maintenance';

/** An instant as the server's number array, in UTC. */
export function toDateTimeArray(d: Date): number[] {
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()];
}

/** The server's date-time (3 to 7 numbers in UTC, or RFC 3339 / yyyy-MM-dd text) as a Date; null when absent or unreadable. */
export function fromDateTime(v: number[] | string | null | undefined): Date | null {
  if (Array.isArray(v)) {
    if (v.length < 3) return null;
    const [y, m, d, h = 0, mi = 0, s = 0] = v;
    const out = new Date(Date.UTC(y, m - 1, d, h, mi, s));
    return Number.isNaN(out.getTime()) ? null : out;
  }
  if (typeof v === 'string' && v.trim()) {
    const text = /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? `${v.trim()}T00:00:00Z` : v.trim();
    const out = new Date(text);
    return Number.isNaN(out.getTime()) ? null : out;
  }
  return null;
}
