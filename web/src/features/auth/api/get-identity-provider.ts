/**
 * GET oidc/provider?orgName (public): the organisation's identity provider
 * for the login page's "Sign in with <provider>"; 404 when it has none.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const publicProviderSchema = z.object({ orgName: z.string(), displayName: z.string(), authorizationUrl: z.string() });
export type PublicProvider = z.infer<typeof publicProviderSchema>;

/** The organisation whose provider the login page offers: ?org= in the URL, else the last one used on this browser. */
export const LAST_PROVIDER_ORG_KEY = 'identityProviderOrg';

export function useIdentityProvider(orgName: string) {
  return useQuery({
    queryKey: ['auth', 'identityProvider', orgName],
    enabled: orgName !== '',
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return publicProviderSchema.parse(await api<unknown>('oidc/provider', { query: { orgName }, signal, anonymous: true }));
      } catch {
        return null;
      }
    },
    meta: { handlesError: true },
  });
}
