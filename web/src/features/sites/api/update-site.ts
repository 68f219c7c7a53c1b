/**
 * PUT provisioningService/sites/{siteId}: edits a site. Units sent with
 * their chillingUnitUuid are kept; the answer holds the credentials of the
 * devices it added.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedSchema, type Saved, type SiteInput } from '@/features/sites/api/site-model';

export async function updateSite({ siteId, body }: { siteId: string; body: SiteInput }): Promise<Saved> {
  return savedSchema.parse(await api<unknown>(`provisioningService/sites/${encodeURIComponent(siteId)}`, { method: 'PUT', body }));
}

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    meta: { handlesError: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['sites'] }),
  });
}
