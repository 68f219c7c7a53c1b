/**
 * GET provisioningService/roles?orgName: every role of the organisation.
 * The call is not paged, so the table pages the answer itself.
 */
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';
import type { PageFetcher } from '@/components/data-table/data-table-types';
import { roleSchema, type Role } from '@/features/roles/api/role';

export const ROLES_PATH = 'provisioningService/roles';

const roleListSchema = z
  .array(roleSchema)
  .nullish()
  .transform((v) => v ?? []);

export async function getRoles(orgName: string, signal?: AbortSignal): Promise<Role[]> {
  return roleListSchema.parse(await api<unknown>(ROLES_PATH, { query: { orgName }, signal }));
}

/** One page of a whole list, in the shape of the paged calls. */
export function pageOf<T>(all: T[], page: number, size: number): Page<T> {
  const totalPages = Math.ceil(all.length / size);
  return {
    content: all.slice(page * size, (page + 1) * size),
    pageInfo: { totalPages, hasNextPage: page + 1 < totalPages, totalElements: all.length, page, size },
  };
}

/** The table's fetcher for the roles of an organisation. */
export function rolesFetcher(orgName: string): PageFetcher<Role> {
  return async (page, size, _sort, signal) => pageOf(await getRoles(orgName, signal), page, size);
}
