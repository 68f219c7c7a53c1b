/** GET provisioningService/privileges: every privilege a role can hold, with its description. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const privilegeSchema = z.object({
  name: z.string(),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});
export type Privilege = z.infer<typeof privilegeSchema>;

const privilegeListSchema = z
  .array(privilegeSchema)
  .nullish()
  .transform((v) => v ?? []);

export async function getPrivileges(signal?: AbortSignal): Promise<Privilege[]> {
  return privilegeListSchema.parse(await api<unknown>('provisioningService/privileges', { signal }));
}

export function usePrivilegeList() {
  return useQuery({ queryKey: ['roles', 'privileges'], queryFn: ({ signal }) => getPrivileges(signal) });
}
