/**
 * GET provisioningService/metadata/{name}: the fixed reference lists of the
 * site form (locale, timeZones, methodOfCooling, chillingunit/vendors,
 * countryCodesTypes, monitoringDeviceTypes).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { typeListSchema, type TypeItem } from '@/features/sites/api/type-list';

export type MetaListName =
  | 'locale'
  | 'timeZones'
  | 'methodOfCooling'
  | 'chillingunit/vendors'
  | 'countryCodesTypes'
  | 'monitoringDeviceTypes';

export async function getMetaList(name: MetaListName, signal?: AbortSignal): Promise<TypeItem[]> {
  return typeListSchema.parse(await api<unknown>(`provisioningService/metadata/${name}`, { signal }));
}

export function useMetaList(name: MetaListName) {
  return useQuery({
    queryKey: ['sites', 'metadata', name],
    queryFn: ({ signal }) => getMetaList(name, signal),
    staleTime: Infinity,
  });
}
