/**
 * GET provisioningService/device/validate/{type}/{serialNumber}[?siteUUID]:
 * checks a serial number typed into the site form (operation validateDevice).
 * type is 'gateway' (the site's L3), 'sensor' (the site's powsens) or the
 * chosen device type of a unit device. 200 answers the type the device will
 * carry and its class; 400 answers a Problem whose first field message is
 * what the field shows ("Already Existing", ...).
 */
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';

export type DeviceKind = 'gateway' | 'sensor' | (string & {});

export const deviceCheckSchema = z.object({
  serialNumber: z.string(),
  deviceType: z.string(),
  monitoringProductType: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});
export type DeviceCheck = z.infer<typeof deviceCheckSchema>;

/** The outcome of a check: the device, or the message to show on the field. */
export type DeviceCheckResult = { ok: true; device: DeviceCheck } | { ok: false; message: string };

export async function validateDevice(kind: DeviceKind, serialNumber: string, siteUUID?: string): Promise<DeviceCheckResult> {
  try {
    const answer = await api<unknown>(
      `provisioningService/device/validate/${encodeURIComponent(kind)}/${encodeURIComponent(serialNumber)}`,
      { query: { siteUUID } },
    );
    return { ok: true, device: deviceCheckSchema.parse(answer) };
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) {
      const body = typeof e.body === 'object' ? e.body : undefined;
      return { ok: false, message: body?.errors?.[0]?.message || e.message };
    }
    throw e;
  }
}
