/**
 * The sites for choosing the unit of the chilling graph, the real-time
 * chart and the rating: every site the caller sees (the shared site list,
 * lib/sites), each with only the units that have a uuid, which the charts
 * are asked by.
 */
import { type Site, useSites } from '@/lib/sites';

function withChartableUnits(sites: Site[]): Site[] {
  return sites.map((s) => ({
    ...s,
    chillingUnitMonitoringDetailsList: s.chillingUnitMonitoringDetailsList.filter((u) => u.chillingUnitUuid),
  }));
}

export function useGraphSites() {
  return useSites({}, { select: withChartableUnits });
}
