/**
 * The audit schema reads what the server answers: its generated types
 * (src/types/api.d.ts) must fit the schema's input, and the filters must
 * be the call's query.
 */
import type { z } from 'zod';
import type { components, operations } from '@/types/api';
import type { AuditQuery, auditEntrySchema } from '@/features/audit/api/get-audit-entries';

type S = components['schemas'];

/** Compiles only when A can be given where B is read. */
function fits<A extends B, B>(_value?: A): true {
  return true;
}

describe('the audit call’s contract', () => {
  it('reads the server’s entries', () => {
    fits<S['Entry'], z.input<typeof auditEntrySchema>>();
  });

  it('sends filters the call takes', () => {
    fits<AuditQuery, NonNullable<operations['listAuditEntries']['parameters']['query']>>();
  });
});
