/**
 * POST chillingUnitService/alerts/{alertId}/acknowledge {comment}: marks a
 * critical alert acknowledged by the caller; answers the alert row. A
 * second acknowledgement answers 409, an info event 404.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { alertRowSchema, type AlertRow } from '@/features/monitoring/api/alert-row';

/** The comment's longest length. */
export const MAX_COMMENT = 500;

export function acknowledgePath(alertId: string): string {
  return `chillingUnitService/alerts/${encodeURIComponent(alertId)}/acknowledge`;
}

export async function acknowledgeAlert(alertId: string, comment: string): Promise<AlertRow> {
  return alertRowSchema.parse(await api<unknown>(acknowledgePath(alertId), { method: 'POST', body: { comment } }));
}

/** Acknowledges, then reloads the alert lists (the dialog shows a failure). */
export function useAcknowledgeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId, comment }: { alertId: string; comment: string }) => acknowledgeAlert(alertId, comment),
    onSettled: () => client.invalidateQueries({ queryKey: ['monitoring', 'alerts'] }),
    meta: { handlesError: true },
  });
}
