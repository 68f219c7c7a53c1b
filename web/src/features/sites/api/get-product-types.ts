/** GET provisioningService/metadata/productTypes/all: BMC, ABC and FTBMC with their ids. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const productTypeSchema = z.object({
  productTypeId: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  name: z.string(),
  typeDisplayName: z.string().nullish(),
});
export type ProductType = z.infer<typeof productTypeSchema>;

const listSchema = z
  .array(productTypeSchema)
  .nullish()
  .transform((v) => v ?? []);

export async function getProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  return listSchema.parse(await api<unknown>('provisioningService/metadata/productTypes/all', { signal }));
}

export function useProductTypes() {
  return useQuery({
    queryKey: ['sites', 'metadata', 'productTypes'],
    queryFn: ({ signal }) => getProductTypes(signal),
    staleTime: Infinity,
  });
}
