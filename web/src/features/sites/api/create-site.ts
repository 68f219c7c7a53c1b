/** POST provisioningService/sites: creates a site; the answer holds each new device's credential, once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedSchema, type Saved, type SiteInput } from '@/features/sites/api/site-model';

export async function createSite(body: SiteInput): Promise<Saved> {
  return savedSchema.parse(await api<unknown>('provisioningService/sites', { method: 'POST', body }));
}

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSite,
    meta: { handlesError: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['sites'] }),
  });
}
