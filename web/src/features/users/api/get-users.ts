/**
 * GET provisioningService/users/all?page&size[&orgName]: one page of the
 * users the caller sees. The call has no search, so the search box filters
 * the loaded page.
 */
import { api, type Page } from '@/lib/api-client';
import { pageSchema } from '@/lib/page-schema';
import type { PageFetcher } from '@/components/data-table/data-table-types';
import { userSchema, type User } from '@/features/users/api/user';

export const USERS_PATH = 'provisioningService/users/all';

const answerSchema = pageSchema(userSchema);

export async function getUsers(query: { page: number; size: number; orgName?: string }, signal?: AbortSignal): Promise<Page<User>> {
  return answerSchema.parse(await api<unknown>(USERS_PATH, { query, signal }));
}

/** True when the text appears in the user's names, e-mail, organisation or role (case-insensitive). */
export function matchesUser(user: User, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [user.firstName, user.lastName, user.userName, user.emailId, user.organizationName, user.subOrganizationName, ...user.roles].some(
    (v) => v.toLowerCase().includes(needle),
  );
}

/** The table's fetcher: a page of users, narrowed to those matching the search text. */
export function usersFetcher(orgName: string | undefined, search: string): PageFetcher<User> {
  return async (page, size, _sort, signal) => {
    const answer = await getUsers({ page, size, orgName }, signal);
    return search ? { ...answer, content: answer.content.filter((u) => matchesUser(u, search)) } : answer;
  };
}
