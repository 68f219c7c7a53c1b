/**
 * GET and PUT identityProvider (ALL_PRIVILEGE; saving also needs the
 * caller to be an administrator of the top organisation): an
 * organisation's OpenID Connect provider (docs/identity.md). The client
 * secret is write-only: the answer says clientSecretSet, and an empty
 * secret on save keeps the stored one. configuredBy is read-only: the
 * administrator whose authority the provider signs in with.
 * GET oidc/registration (ALL_PRIVILEGE): the addresses to register at the
 * provider, as the server sends them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const providerSchema = z.object({
  orgName: str,
  displayName: str,
  issuer: str,
  clientId: str,
  clientSecretSet: z.boolean().default(false),
  usernameClaim: str,
  roleClaim: str,
  roleMap: z
    .record(z.string(), z.string())
    .nullish()
    .transform((v) => v ?? {}),
  autoCreate: z.boolean().default(false),
  defaultRole: str,
  linkByEmail: z.boolean().default(false),
  enabled: z.boolean().default(false),
  configuredBy: str,
});
export type IdentityProvider = z.infer<typeof providerSchema>;
/** What a save sends: the settings without the read-only fields, with the secret (empty keeps the stored one). */
export type ProviderInput = Omit<IdentityProvider, 'clientSecretSet' | 'configuredBy'> & { clientSecret: string };

/** The addresses to register at the provider; publicUrlSet false means they name localhost. */
export const registrationSchema = z.object({
  redirectUri: str,
  postLogoutRedirectUri: str,
  publicUrlSet: z.boolean().default(false),
});
export type ProviderRegistration = z.infer<typeof registrationSchema>;

export function useIdentityProviderSettings(orgName: string) {
  return useQuery({
    queryKey: ['identity', 'provider', orgName],
    enabled: orgName !== '',
    queryFn: async ({ signal }) => {
      try {
        return providerSchema.parse(await api<unknown>('identityProvider', { query: { orgName }, signal }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    meta: { handlesError: true },
  });
}

export function useProviderRegistration() {
  return useQuery({
    queryKey: ['identity', 'registration'],
    queryFn: async ({ signal }) => registrationSchema.parse(await api<unknown>('oidc/registration', { signal })),
    staleTime: Infinity,
    meta: { handlesError: true },
  });
}

export function useSaveIdentityProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (p: ProviderInput) => providerSchema.parse(await api<unknown>('identityProvider', { method: 'PUT', body: p })),
    onSuccess: (p) => client.setQueryData(['identity', 'provider', p.orgName], p),
    meta: { handlesError: true },
  });
}

/** "providerRole=ChillWatch role" lines to the role map, and back. */
export function parseRoleMap(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const i = line.indexOf('=');
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}

export function formatRoleMap(m: Record<string, string>): string {
  return Object.entries(m)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}
