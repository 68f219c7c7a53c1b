import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts a refused save's field messages back on their fields, without moving
 * the focus. The error dialog taking the focus blurs the field, and the
 * blur re-checks it, which drops the server's message: this runs when the
 * dialog closes.
 */
export function restoreServerErrors(error: unknown, setError: UseFormSetError<FieldValues>) {
  if (!(error instanceof ApiError) || typeof error.body !== 'object') return;
  for (const e of error.body.errors ?? []) {
    setError(e.field.replace(/\[(\d+)\]/g, '.$1'), { type: 'server', message: e.message });
  }
}
