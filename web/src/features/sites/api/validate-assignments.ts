/**
 * POST notificationService/validateData/Devices: are these serial numbers and
 * customer BMC ids held by another site? SUCCESS, or FAILED with the
 * assigned devices (provisioning) and BMCs (notification).
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export interface AssignmentCheck {
  siteUUID?: string;
  customerBmcIds: string[];
  serialNumbers: string[];
}

const strings = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

export const assignmentSchema = z.object({
  status: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  assignedDevices: strings,
  assignedBmcs: strings,
});
export type Assignment = z.infer<typeof assignmentSchema>;

export async function validateAssignments(body: AssignmentCheck): Promise<Assignment> {
  return assignmentSchema.parse(await api<unknown>('notificationService/validateData/Devices', { method: 'POST', body }));
}

export function useValidateAssignments() {
  return useMutation({ mutationFn: validateAssignments, meta: { handlesError: true } });
}
