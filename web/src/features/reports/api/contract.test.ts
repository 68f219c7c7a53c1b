/**
 * The report schemas read what the server answers: its generated types
 * (src/types/api.d.ts, from the server's OpenAPI document) must fit each
 * schema's input, and the keys sent must be the calls' own.
 */
import type { z } from 'zod';
import type { components, operations } from '@/types/api';
import type { reportEntrySchema } from '@/features/reports/api/get-report-list';
import type { ReportParams, reportAnswerSchema } from '@/features/reports/api/get-report-rows';

type S = components['schemas'];

/** Compiles only when A can be given where B is read. */
function fits<A extends B, B>(_value?: A): true {
  return true;
}

describe('the report calls’ contract', () => {
  it('reads the server’s report list and answers', () => {
    fits<S['Meta'], z.input<typeof reportEntrySchema>>();
    fits<S['Result'], z.input<typeof reportAnswerSchema>>();
  });

  it('sends keys the calls take', () => {
    fits<ReportParams, NonNullable<operations['cipReport']['parameters']['query']>>();
    fits<ReportParams, NonNullable<operations['chillingReport']['parameters']['query']>>();
    fits<{ locale: 'en' | 'fr' }, NonNullable<operations['reportList']['parameters']['query']>>();
  });
});
