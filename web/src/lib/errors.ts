/**
 * The global error of spec §4: a failed call is mapped to an error page
 * (500, 401, 403 and 503 keep their status; 404 and 400 become 404;
 * anything else is the generic 'error'), which the app navigates to.
 * A reset action clears it.
 */
import { useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-client';

export type ErrorPage = '500' | '401' | '403' | '503' | '404' | 'error';

export interface GlobalErrorState {
  page: ErrorPage | null;
  status: number | null;
  message: string | null;
  /** Counts raised errors, so the same page raised twice is seen twice. */
  seq: number;
}

export type GlobalErrorAction = { type: 'raise'; status: number | null; message: string | null } | { type: 'reset' };

export const initialErrorState: GlobalErrorState = { page: null, status: null, message: null, seq: 0 };

/** The error page for an HTTP status (null or unknown: the generic page). */
export function errorPageFor(status: number | null | undefined): ErrorPage {
  switch (status) {
    case 500:
    case 401:
    case 403:
    case 503:
      return String(status) as ErrorPage;
    case 404:
    case 400:
      return '404';
    default:
      return 'error';
  }
}

/** The route of an error page: /500, /401, /403, /503, /404 or /error. */
export function errorPath(page: ErrorPage): string {
  return `/${page}`;
}

export function globalErrorReducer(state: GlobalErrorState, action: GlobalErrorAction): GlobalErrorState {
  switch (action.type) {
    case 'raise':
      return { page: errorPageFor(action.status), status: action.status, message: action.message, seq: state.seq + 1 };
    case 'reset':
      return { ...initialErrorState, seq: state.seq };
  }
}

/** The HTTP status of a failed call, or null when it never got an answer. */
export function statusOf(err: unknown): number | null {
  if (err instanceof ApiError) return err.status;
  if (err && typeof err === 'object' && 'status' in err && typeof (err as { status: unknown }).status === 'number') {
    return (err as { status: number }).status;
  }
  return null;
}

let state: GlobalErrorState = initialErrorState;
const listeners = new Set<() => void>();

function dispatch(action: GlobalErrorAction) {
  state = globalErrorReducer(state, action);
  for (const l of listeners) l();
}

/** Raises a failed call globally: the app shows the matching error page. */
export function raiseError(err: unknown) {
  dispatch({ type: 'raise', status: statusOf(err), message: err instanceof Error ? err.message : null });
}

/** Clears the global error. */
export function resetError() {
  if (state.page !== null) dispatch({ type: 'reset' });
}

export function getErrorState(): GlobalErrorState {
  return state;
}

export function subscribeErrors(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useGlobalError(): GlobalErrorState {
  return useSyncExternalStore(subscribeErrors, getErrorState, getErrorState);
}
