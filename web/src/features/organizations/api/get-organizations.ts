/** GET provisioningService/organizations/all?page&size: the top-level organisations the user sees, paged. */
import { api, type Page } from '@/lib/api-client';
import { ORGANIZATIONS_PATH, parseOrganizationPage, type Organization } from '@/features/organizations/api/organization-model';

export const ORGANIZATIONS_ALL_PATH = `${ORGANIZATIONS_PATH}/all`;

/** The list's query key (the table appends page and size). */
export const organizationsQueryKey = ['organizations', 'all'] as const;

export async function getOrganizations(page: number, size: number, signal?: AbortSignal): Promise<Page<Organization>> {
  return parseOrganizationPage(await api<unknown>(ORGANIZATIONS_ALL_PATH, { query: { page, size }, signal }));
}

/** The DataTable fetcher of the list (the call does not sort). */
export function organizationsFetcher(page: number, size: number, _sort: unknown, signal?: AbortSignal) {
  return getOrganizations(page, size, signal);
}
