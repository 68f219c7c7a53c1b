/** GET preventive_maintenance/{id}?checklistName: one record, for its details page. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RECORDS_PATH, recordSchema, type MaintenanceRecord } from '@/features/maintenance/api/record';

export async function getRecord(id: string, checklistName: string, signal?: AbortSignal): Promise<MaintenanceRecord> {
  return recordSchema.parse(await api<unknown>(`${RECORDS_PATH}/${encodeURIComponent(id)}`, { query: { checklistName }, signal }));
}

export function useRecord(id: string | null, checklistName: string) {
  return useQuery({
    queryKey: ['maintenance', 'records', 'one', id, checklistName],
    queryFn: id ? ({ signal }) => getRecord(id, checklistName, signal) : skipToken,
  });
}
