/** The alert definitions' schema reads what the server answers (its generated type fits the schema's input). */
import type { z } from 'zod';
import type { components } from '@/types/api';
import type { alertDefinitionSchema } from '@/features/faq/api/get-alert-definitions';

/** Compiles only when A can be given where B is read. */
function fits<A extends B, B>(_value?: A): true {
  return true;
}

describe('the alert definitions’ contract', () => {
  it('reads the server’s rows', () => {
    fits<components['schemas']['AlertDefinition'], z.input<typeof alertDefinitionSchema>>();
  });
});
