/**
 * The monitoring schemas read what the server answers: its generated types
 * (src/types/api.d.ts, from the server's OpenAPI document) must fit each
 * schema's input, so a changed field fails the type check.
 */
import type { z } from 'zod';
import type { components } from '@/types/api';
import type { alertRowSchema } from '@/features/monitoring/api/alert-row';
import type { bmcStateSchema } from '@/features/monitoring/api/get-bmc-states';
import type { AlertSearchBody } from '@/features/monitoring/api/search-alerts';

type S = components['schemas'];

/** Compiles only when A can be given where B is read. */
function fits<A extends B, B>(_value?: A): true {
  return true;
}

describe('the monitoring calls’ contract', () => {
  it('reads the server’s rows', () => {
    fits<S['Alert'], z.input<typeof alertRowSchema>>();
    fits<S['AlertDetail'], z.input<typeof alertRowSchema>>();
    fits<S['UnitState'], z.input<typeof bmcStateSchema>>();
    fits<S['SearchContent']['RESULT'], z.input<typeof alertRowSchema>[] | null | undefined>();
  });

  it('sends a search the server takes', () => {
    fits<AlertSearchBody, S['AlertSearchBody']>();
  });
});
