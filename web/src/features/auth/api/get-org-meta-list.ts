/** GET provisioningService/organizations/orgMetaList: the organisations the user can choose. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const orgMetaSchema = z.object({
  typeName: z.string(),
  typeDisplayName: z.string().nullish(),
  orgType: z.string().nullish(),
  orgId: z.number().nullish(),
});
export type OrgMeta = z.infer<typeof orgMetaSchema>;

const orgMetaListSchema = z
  .array(orgMetaSchema)
  .nullish()
  .transform((v) => v ?? []);

export async function getOrgMetaList(signal?: AbortSignal): Promise<OrgMeta[]> {
  return orgMetaListSchema.parse(await api<unknown>('provisioningService/organizations/orgMetaList', { signal }));
}

export function useOrgMetaList() {
  return useQuery({ queryKey: ['organizations', 'orgMetaList'], queryFn: ({ signal }) => getOrgMetaList(signal) });
}
