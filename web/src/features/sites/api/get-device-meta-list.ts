/**
 * GET provisioningService/metadata/{deviceAttributes|applicationAttributes|unitsValueTypes}/{deviceType}:
 * what an L1 device type reports, for its l0Config rows. An unknown type (404) is an empty list.
 */
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { typeListSchema, type TypeItem } from '@/features/sites/api/type-list';

export type DeviceMetaKind = 'deviceAttributes' | 'applicationAttributes' | 'unitsValueTypes';

export async function getDeviceMetaList(kind: DeviceMetaKind, deviceType: string, signal?: AbortSignal): Promise<TypeItem[]> {
  try {
    return typeListSchema.parse(await api<unknown>(`provisioningService/metadata/${kind}/${encodeURIComponent(deviceType)}`, { signal }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return [];
    throw e;
  }
}

/** Only once the device type is chosen. */
export function useDeviceMetaList(kind: DeviceMetaKind, deviceType: string) {
  return useQuery({
    queryKey: ['sites', 'metadata', kind, deviceType],
    queryFn: ({ signal }) => getDeviceMetaList(kind, deviceType, signal),
    enabled: !!deviceType,
    staleTime: Infinity,
    meta: { handlesError: true },
  });
}
