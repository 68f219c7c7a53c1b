import { api, type Page, type Query } from '@/lib/api-client';
import type { PageFetcher } from '@/components/data-table/data-table-types';

/**
 * A fetcher for a list call that pages with page and size, e.g.
 * pagedFetcher<User>('provisioningService/users/all', { orgName }).
 * The list calls do not sort, so the sort is left to the table.
 */
export function pagedFetcher<T>(path: string, query: Query = {}): PageFetcher<T> {
  return (page, size, _sort, signal) => api<Page<T>>(path, { query: { ...query, page, size }, signal });
}
