/**
 * POST preventive_maintenance: enters a record. The server answers the text
 * "CheckList Created"; the form shows a failure itself.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RECORDS_PATH, type RecordInput } from '@/features/maintenance/api/record';

/** The server's answer to a create (spec 02 §2). */
export const CREATED_TEXT = 'CheckList Created';

export async function createRecord(body: RecordInput): Promise<void> {
  await api<unknown>(RECORDS_PATH, { method: 'POST', body });
}

export function useCreateRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecord,
    meta: { handlesError: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['maintenance', 'records'] }),
  });
}
