/**
 * GET deviceDataService/device/{deviceType}?deviceId&startTime&endTime&page&size
 * &orderByDSC=processTime&eventName&include (spec 03 §7): a page of one
 * device's raw records, newest first. For CONTRAK_V1 the tab picks the
 * events: VOLUME and TEMP add include=false (a lean value series), Event
 * Data asks for 'events', Received Data leaves eventName out.
 */
import { z } from 'zod';
import { pageInfoSchema } from '@/lib/page-schema';
import { api, type Page, type Query } from '@/lib/api-client';
import type { PageFetcher } from '@/components/data-table/data-table-types';

export const CONTRAK = 'CONTRAK_V1';

/** The CONTRAK_V1 tabs, by their eventName. */
export const CONTRAK_TABS = ['VOLUME', 'TEMP', 'events', 'RECEIVEDData'] as const;
export type ContrakTab = (typeof CONTRAK_TABS)[number];

export function isContrak(deviceType: string): boolean {
  return deviceType.toUpperCase() === CONTRAK;
}

/** What one tab asks: the device, the window (site-local date-times) and, for CONTRAK_V1, the tab. */
export interface DeviceDataQuery {
  deviceType: string;
  serialNumber: string;
  startTime: string;
  endTime: string;
  /** CONTRAK_V1 only. */
  tab?: ContrakTab;
}

/** The export view's page (spec 03 §7). */
export const EXPORT_SIZE = 100000;

export function deviceDataPath(deviceType: string): string {
  return `deviceDataService/device/${encodeURIComponent(deviceType)}`;
}

/** The call's query for a page. */
export function deviceDataQuery(q: DeviceDataQuery, page: number, size: number): Query {
  const out: Query = {
    deviceId: q.serialNumber,
    startTime: q.startTime,
    endTime: q.endTime,
    page,
    size,
    orderByDSC: 'processTime',
  };
  if (isContrak(q.deviceType)) {
    const tab = q.tab ?? 'VOLUME';
    if (tab !== 'RECEIVEDData') out.eventName = tab;
    if (tab === 'VOLUME' || tab === 'TEMP') out.include = false;
  }
  return out;
}

const str = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const answerSchema = z.object({
  content: z
    .array(
      z.object({
        deviceId: str,
        serialNumber: str,
        deviceType: str,
        zoneId: str,
        attributeList: z
          .array(z.record(z.string(), z.unknown()))
          .nullish()
          .transform((v) => v ?? []),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
  pageInfo: pageInfoSchema,
});

/** One record: its times (RFC 3339 in the site's zone) and its attributes. */
export interface DataRow {
  id: number;
  processTime: string;
  receivedAt: string;
  attrs: Record<string, unknown>;
}

export interface DeviceInfo {
  deviceId: string;
  serialNumber: string;
  deviceType: string;
  zoneId: string;
}

/** A page of records and the device they belong to. */
export interface DeviceDataPage extends Page<DataRow> {
  device: DeviceInfo | null;
}

export async function getDeviceData(q: DeviceDataQuery, page: number, size: number, signal?: AbortSignal): Promise<DeviceDataPage> {
  const answer = answerSchema.parse(await api<unknown>(deviceDataPath(q.deviceType), { query: deviceDataQuery(q, page, size), signal }));
  const first = answer.content[0];
  const content = (first?.attributeList ?? []).map((a, i) => {
    const { processTime, receivedAt, ...attrs } = a;
    return { id: page * size + i, processTime: String(processTime ?? ''), receivedAt: String(receivedAt ?? ''), attrs };
  });
  const device = first
    ? { deviceId: first.deviceId, serialNumber: first.serialNumber, deviceType: first.deviceType, zoneId: first.zoneId }
    : null;
  return { content, pageInfo: answer.pageInfo, device };
}

/** A PageFetcher whose pages also name their device. */
export type DeviceDataFetcher = (...args: Parameters<PageFetcher<DataRow>>) => Promise<DeviceDataPage>;

/** The table's fetcher: the server orders (newest first), the table sorts the loaded page. */
export function deviceDataFetcher(q: DeviceDataQuery): DeviceDataFetcher {
  return (page, size, _sort, signal) => getDeviceData(q, page, size, signal);
}
