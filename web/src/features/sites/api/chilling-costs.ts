/**
 * The chilling costs of BMCs (spec 02 §3, §7; docs/fleet.md#chilling-cost):
 * POST notificationService/ChillingCostdata/sites/ {listofbmcs} answers one
 * record per customer BMC id (the defaults for a BMC without one), and PUT
 * notificationService/ChillingCostdata/update stores a list of records, all
 * or none (SITE_CONFIGURATION).
 */
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const rate = z
  .number()
  .nullish()
  .transform((v) => v ?? 0);

export const chillingCostSchema = z.object({
  customer_id: z.string(),
  gridUsageHourWhenNOTChilling: rate,
  gridUsageHourWhenChilling: rate,
  gridUsageCostUnit: rate,
  dgFuelUsageHourWhenNotChilling: rate,
  dgFuelUsageHourWhenChilling: rate,
  dgFuelCostPerLiter: rate,
  processedTimeCalibrationinmins: rate,
  underChilledTemperature: rate,
  overChilledTemperature: rate,
});
export type ChillingCost = z.infer<typeof chillingCostSchema>;

export async function getChillingCosts(customerBmcIds: string[], signal?: AbortSignal): Promise<ChillingCost[]> {
  const answer = await api<unknown>('notificationService/ChillingCostdata/sites/', {
    method: 'POST',
    body: { listofbmcs: customerBmcIds },
    signal,
  });
  return z.array(chillingCostSchema).parse(answer ?? []);
}

export function useChillingCost(customerBmcId: string | undefined) {
  return useQuery({
    queryKey: ['chilling-costs', customerBmcId],
    queryFn: customerBmcId ? async ({ signal }) => (await getChillingCosts([customerBmcId], signal))[0] ?? null : skipToken,
  });
}

export async function updateChillingCosts(costs: ChillingCost[]): Promise<ChillingCost[]> {
  const answer = await api<unknown>('notificationService/ChillingCostdata/update', { method: 'PUT', body: costs });
  return z.array(chillingCostSchema).parse(answer ?? []);
}

export function useUpdateChillingCost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cost: ChillingCost) => updateChillingCosts([cost]),
    meta: { handlesError: true },
    onSuccess: (saved) => {
      for (const c of saved) client.setQueryData(['chilling-costs', c.customer_id], c);
    },
  });
}
