/**
 * GET notificationService/deviceEvent/bmc/?chillingUnitUUID: the chilling
 * graph's signal codes the unit has samples for (VOLUME, TEMP, TEMP2, GRID,
 * DG, COMPFBIBT, AGZFB, MILKPUMPIBT), with their display names.
 */
import { z } from 'zod';
import { api } from '@/lib/api-client';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const answerSchema = z
  .array(z.object({ displayEventName: str, eventName: str }))
  .nullish()
  .transform((v) => v ?? []);
export type DeviceEvent = z.infer<typeof answerSchema>[number];

export async function getDeviceEvents(chillingUnitUUID: string, signal?: AbortSignal): Promise<DeviceEvent[]> {
  return answerSchema.parse(await api<unknown>('notificationService/deviceEvent/bmc/', { query: { chillingUnitUUID }, signal }));
}
