/**
 * A refused save of a form, for the error dialog (spec 01 §2.7): its status
 * and message. Closing the dialog puts the server's field messages back on
 * their fields (the dialog taking the focus re-checked them) and runs
 * onClose, where a form returns its mutations to idle.
 */
import { useState } from 'react';
import type { FormHelpers } from '@/components/form/form-builder';
import { restoreServerErrors } from '@/components/form/restore-server-errors';
import { statusOf } from '@/lib/errors';

export interface SaveFailure {
  status: number | null;
  message: string;
  error: unknown;
  helpers: FormHelpers;
}

export function useSaveFailure(onClose?: () => void) {
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const fail = (error: unknown, helpers: FormHelpers) =>
    setFailure({ status: statusOf(error), message: error instanceof Error ? error.message : String(error), error, helpers });
  const close = () => {
    if (failure) restoreServerErrors(failure.error, failure.helpers.setError);
    setFailure(null);
    onClose?.();
  };
  return { failure, fail, close };
}
