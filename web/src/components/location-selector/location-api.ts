import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { TypeItem } from '@/types/type-item';

const META = 'provisioningService/metadata';

/** A reference list; an unknown parent (404) is an empty list. */
async function typeList(path: string, signal?: AbortSignal): Promise<TypeItem[]> {
  try {
    return (await api<TypeItem[]>(path, { signal })) ?? [];
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return [];
    throw e;
  }
}

export function useCountries() {
  return useQuery({
    queryKey: ['metadata', 'countryTypes'],
    queryFn: ({ signal }) => typeList(`${META}/countryTypes`, signal),
    staleTime: Infinity,
  });
}

/** The states of a country, loaded only once a country is chosen. */
export function useStates(country: string) {
  return useQuery({
    queryKey: ['metadata', 'states', country],
    queryFn: ({ signal }) => typeList(`${META}/states/${encodeURIComponent(country)}`, signal),
    enabled: !!country,
    staleTime: Infinity,
  });
}

/** The districts of a state, loaded only once a state is chosen. */
export function useDistricts(state: string) {
  return useQuery({
    queryKey: ['metadata', 'districts', state],
    queryFn: ({ signal }) => typeList(`${META}/districts/${encodeURIComponent(state)}`, signal),
    enabled: !!state,
    staleTime: Infinity,
  });
}
