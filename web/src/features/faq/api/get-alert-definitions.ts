/**
 * GET /authgateway/metaData/alertDefinitions?locale: every alert type with
 * its display name, level (INFO or CRITICAL), a description and its
 * definition under the default thresholds, in the given language.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const alertDefinitionSchema = z.object({
  alertName: str,
  displayName: str,
  level: str,
  description: str,
  definition: str,
});
export type AlertDefinition = z.infer<typeof alertDefinitionSchema>;

const answerSchema = z
  .array(alertDefinitionSchema)
  .nullish()
  .transform((v) => v ?? []);

export async function getAlertDefinitions(locale: string, signal?: AbortSignal): Promise<AlertDefinition[]> {
  return answerSchema.parse(await api<unknown>('metaData/alertDefinitions', { query: { locale }, signal }));
}

/** The table shows its own failure; the FAQ above it stays readable. */
export function useAlertDefinitions(locale: string) {
  return useQuery({
    queryKey: ['faq', 'alert-definitions', locale],
    queryFn: ({ signal }) => getAlertDefinitions(locale, signal),
    staleTime: Infinity,
    meta: { handlesError: true },
  });
}
