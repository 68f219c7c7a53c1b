import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** 'tasks[0].name' → 'tasks.0.name'. */
function normalise(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Puts the server's field errors (ApiError body.errors[]) on the matching
 * fields as 'server' errors, shown at once. Returns the messages that matched
 * no field (and the error's own message when it named no field at all).
 */
export function applyServerErrors(error: unknown, setError: UseFormSetError<FieldValues>, knownPaths: string[]): string[] {
  if (!(error instanceof ApiError)) return [error instanceof Error ? error.message : String(error)];
  const list = typeof error.body === 'object' ? (error.body.errors ?? []) : [];
  if (list.length === 0) return [error.message];
  const unmatched: string[] = [];
  let first = true;
  for (const e of list) {
    const path = normalise(e.field);
    const known = knownPaths.some((k) => path === k || path.startsWith(`${k}.`));
    if (known) {
      setError(path, { type: 'server', message: e.message }, { shouldFocus: first });
      first = false;
    } else {
      unmatched.push(e.message);
    }
  }
  return unmatched;
}
