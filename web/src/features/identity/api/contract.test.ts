/**
 * The identity provider schemas read what the server answers (its
 * generated types, src/types/api.d.ts, must fit the schemas' input), and a
 * save sends what the call takes.
 */
import type { z } from 'zod';
import type { components, operations } from '@/types/api';
import type { ProviderInput, providerSchema, registrationSchema } from '@/features/identity/api/identity-provider';

type S = components['schemas'];

/** Compiles only when A can be given where B is read. */
function fits<A extends B, B>(_value?: A): true {
  return true;
}

describe('the identity provider calls’ contract', () => {
  it('reads the server’s settings and registration addresses', () => {
    fits<S['Provider'], z.input<typeof providerSchema>>();
    fits<S['Registration'], z.input<typeof registrationSchema>>();
    fits<
      operations['identityProviderRegistration']['responses']['200']['content']['application/json'],
      z.input<typeof registrationSchema>
    >();
  });

  it('sends settings the save takes', () => {
    fits<ProviderInput, operations['saveIdentityProvider']['requestBody']['content']['application/json']>();
  });
});
