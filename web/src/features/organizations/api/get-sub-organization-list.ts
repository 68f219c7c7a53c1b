/**
 * GET provisioningService/organizations/subOrganizationList?orgName&page&size:
 * every sub-organisation below an organisation (any depth), paged, each with
 * its parentOrgName.
 */
import { api, type Page } from '@/lib/api-client';
import { ORGANIZATIONS_PATH, parseOrganizationPage, type Organization } from '@/features/organizations/api/organization-model';

export const SUB_ORGANIZATION_LIST_PATH = `${ORGANIZATIONS_PATH}/subOrganizationList`;

export function subOrganizationListKey(orgName: string) {
  return ['organizations', 'subOrganizationList', orgName] as const;
}

export async function getSubOrganizationList(
  orgName: string,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<Organization>> {
  return parseOrganizationPage(await api<unknown>(SUB_ORGANIZATION_LIST_PATH, { query: { orgName, page, size }, signal }));
}
