/**
 * The QueryClient of the console: any failed query or mutation raises the
 * global error (lib/errors), unless it says it handles the error itself
 * with `meta: { handlesError: true }` (form submits, dialogs).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { raiseError } from '@/lib/errors';

export interface ErrorMeta extends Record<string, unknown> {
  /** The screen shows the error itself: do not raise it globally. */
  handlesError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** Retries a failed query once, but never a refused one (4xx). */
function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(opts: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesError) raiseError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesError) raiseError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: opts.retry === false ? false : retry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
