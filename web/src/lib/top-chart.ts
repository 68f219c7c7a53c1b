/**
 * The top-N chart's calls (spec 03 §7 "Dashboard and charts"), shared by
 * the dashboard tile and the Analytics Graph screen:
 * GET analyticService/metaData/chart/getMetaData/home_page_chart (the
 * limits, attributes and orders) and GET analyticService/chart/getChartData
 * with chartId=home_page_chart, order, limit, attribute, ratingWise=false.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const CHART_ID = 'home_page_chart';
/** Spec 03 §2: the default query, and the attribute of the dashboard's first load. */
export const DEFAULT_ORDER = 'Top';
export const DEFAULT_LIMIT = 10;
export const DEFAULT_ATTRIBUTE = 'By Chilling Utilization';
export const INITIAL_ATTRIBUTE = 'By Chilling Duration';

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const metaSchema = z.object({
  limits: z
    .array(z.number())
    .nullish()
    .transform((v) => v ?? []),
  attributes: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  orders: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  units: z
    .record(z.string(), z.string())
    .nullish()
    .transform((v) => v ?? {}),
});
export type ChartMeta = z.infer<typeof metaSchema>;

const pointSchema = z.object({
  rank: z.number(),
  chillingUnitUuid: str,
  chillingUnitId: str,
  chillingUnitName: str,
  siteUuid: str,
  siteName: str,
  value: z.number(),
});
export type ChartPoint = z.infer<typeof pointSchema>;

const dataSchema = z.object({
  order: str,
  limit: z.number(),
  attribute: str,
  unit: str,
  fromDate: str,
  toDate: str,
  content: z
    .array(pointSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type ChartData = z.infer<typeof dataSchema>;

export interface ChartQuery {
  order: string;
  limit: number;
  attribute: string;
}

export async function getChartMeta(signal?: AbortSignal): Promise<ChartMeta> {
  return metaSchema.parse(await api<unknown>(`analyticService/metaData/chart/getMetaData/${CHART_ID}`, { signal }));
}

export async function getChartData(q: ChartQuery, signal?: AbortSignal): Promise<ChartData> {
  return dataSchema.parse(
    await api<unknown>('analyticService/chart/getChartData', {
      query: { chartId: CHART_ID, order: q.order, limit: q.limit, attribute: q.attribute, ratingWise: false },
      signal,
    }),
  );
}

export function useChartMeta() {
  return useQuery({
    queryKey: ['chart', 'meta'],
    queryFn: ({ signal }) => getChartMeta(signal),
    staleTime: Infinity,
    meta: { handlesError: true },
  });
}

export function useChartData(q: ChartQuery | null) {
  return useQuery({
    queryKey: ['chart', 'data', q],
    queryFn: q ? ({ signal }) => getChartData(q, signal) : skipToken,
    meta: { handlesError: true },
  });
}

/** A duration in seconds as hours, minutes and seconds: 1h 02m 03s. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}h ${pad(m)}m ${pad(r)}s` : `${m}m ${pad(r)}s`;
}

/** A chart value in its unit: durations in h m s, shares with %, counts as they are. */
export function formatChartValue(value: number, unit: string): string {
  switch (unit) {
    case 's':
      return formatDuration(value);
    case '%':
      return `${value.toFixed(2)} %`;
    default:
      return String(value);
  }
}
