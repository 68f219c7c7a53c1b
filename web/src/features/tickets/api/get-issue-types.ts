/** GET provisioningService/metadata/user/issueTypes: the issue types of a ticket, in the user's language. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const typeListSchema = z
  .array(z.object({ typeName: z.string(), typeDisplayName: z.string().nullish() }))
  .nullish()
  .transform((v) => v ?? []);

export function useIssueTypes() {
  return useQuery({
    queryKey: ['tickets', 'metadata', 'issueTypes'],
    queryFn: async ({ signal }) => typeListSchema.parse(await api<unknown>('provisioningService/metadata/user/issueTypes', { signal })),
    staleTime: Infinity,
  });
}
