/**
 * The four reports the console has a page for (spec 03 §2, §7;
 * docs/reports.md): the calls of each, its download name, and the kind of
 * each of its row's fields (how the table shows it). The columns and their
 * headers come from the server's report list; `fields` is the fallback
 * when the list has none for a report.
 */
import { matchPath } from 'react-router';
import { REPORT_NAMES, reportPath } from '@/app/route-privileges';

export type ReportName = (typeof REPORT_NAMES)[number];

/**
 * How a field is shown: a site-local date (yyyy-MM-dd), a site-local time
 * (RFC 3339 with the site's offset), a duration (HH:MM:SS, as it comes), a
 * number, a code shown by its translated name, or text.
 */
export type FieldKind = 'date' | 'time' | 'duration' | 'number' | 'code' | 'text';

export interface ReportKind {
  /** The server's stable English name (the route's). */
  name: ReportName;
  /** The short key of the console's strings: reports.kinds.<key>. */
  key: 'chilling' | 'fuel' | 'lifting' | 'cip';
  /** The data call, under /authgateway. */
  dataPath: string;
  /** The data call takes its keys in the query string (the spec's CIP call). */
  queryInUrl: boolean;
  /** The XLSX export call, under /authgateway. */
  exportPath: string;
  /** The downloaded workbook's name. */
  fileName: string;
  /** The row's date field (rows are shown ascending by it). */
  dateField: string;
  /** The row's fields in table order, with their kinds. */
  fields: readonly (readonly [string, FieldKind])[];
  /** The answer lists the undercooled liftings (Milk Lifting). */
  flagsUndercooled: boolean;
}

const common = [
  ['eventDate', 'date'],
  ['customerBmcId', 'text'],
  ['capacity', 'number'],
  ['bmcName', 'text'],
] as const;

export const REPORT_KINDS: Record<ReportName, ReportKind> = {
  'Chilling Session Report': {
    name: 'Chilling Session Report',
    key: 'chilling',
    dataPath: 'reports/cs/v1/chillingReport',
    queryInUrl: false,
    exportPath: 'reports/cs/v1/chillingReport/export_excel/complete',
    fileName: 'Chilling_Session_Report.xlsx',
    dateField: 'eventDate',
    flagsUndercooled: false,
    fields: [
      ...common,
      ['shift', 'code'],
      ['chillingStartTime', 'time'],
      ['chillingStartTemp', 'number'],
      ['chillingStartVol', 'number'],
      ['chillingEndTime', 'time'],
      ['chillingEndTemp', 'number'],
      ['chillingEndVol', 'number'],
      ['chillingDuration', 'duration'],
      ['gridDuration', 'duration'],
      ['dgDuration', 'duration'],
    ],
  },
  'Fuel Consumption Report': {
    name: 'Fuel Consumption Report',
    key: 'fuel',
    dataPath: 'reports/fs/v2/fuelReport',
    queryInUrl: false,
    exportPath: 'reports/fs/v2/fuelReport/export_excel/sum/complete',
    fileName: 'Fuel_Consumption_Report.xlsx',
    dateField: 'eventDate',
    flagsUndercooled: false,
    fields: [
      ...common,
      ['dgWhileChillingTime', 'duration'],
      ['totalFuelUsedLitersWhenCompOn', 'number'],
      ['dgFuelCostWhileChilling', 'number'],
      ['gridWhileChillingTime', 'duration'],
      ['totalEnergyUsedUnitsWhenCompOn', 'number'],
      ['gridUsageCostWhileChilling', 'number'],
      ['dgWithoutChillingTime', 'duration'],
      ['totalFuelUsedLitersWhenCompOff', 'number'],
      ['dgFuelCostWithoutChilling', 'number'],
      ['gridWithoutChillingTime', 'duration'],
      ['totalEnergyUsedUnitsWhenCompOff', 'number'],
      ['gridUsageCostWithoutChilling', 'number'],
      // One organisation of the spec also gets a shift column.
      ['shift', 'code'],
    ],
  },
  'Milk Lifting Report': {
    name: 'Milk Lifting Report',
    key: 'lifting',
    dataPath: 'reports/ml/v1/milkReport',
    queryInUrl: false,
    exportPath: 'reports/ml/v1/milkReport/export_excel',
    fileName: 'Milk_Lifting_Report.xlsx',
    dateField: 'date',
    flagsUndercooled: true,
    fields: [
      ['date', 'date'],
      ['bmcId', 'text'],
      ['capacity', 'number'],
      ['siteName', 'text'],
      ['startTime', 'time'],
      ['startTemp', 'number'],
      ['startVolume', 'number'],
      ['endTime', 'time'],
      ['endTemp', 'number'],
      ['endVolume', 'number'],
      ['duration', 'duration'],
      ['liftingType', 'code'],
    ],
  },
  'CIP Report': {
    name: 'CIP Report',
    key: 'cip',
    dataPath: 'reports/cip/v1/cipReport',
    queryInUrl: true,
    exportPath: 'reports/cip/v1/cipReport/export_excel',
    fileName: 'CIP_Report.xlsx',
    dateField: 'eventDate',
    flagsUndercooled: false,
    fields: [
      ...common,
      ['startTime', 'time'],
      ['endTime', 'time'],
      ['duration', 'duration'],
      ['cipTemp', 'number'],
      ['cipVolume', 'number'],
      ['cipType', 'code'],
    ],
  },
};

/** The fields the fallback columns leave out (the Fuel report's optional shift). */
export const OPTIONAL_FIELDS: Partial<Record<ReportName, readonly string[]>> = { 'Fuel Consumption Report': ['shift'] };

/** The kind of a report's field; unknown fields are text. */
export function fieldKind(kind: ReportKind, field: string): FieldKind {
  return kind.fields.find(([f]) => f === field)?.[1] ?? 'text';
}

/** The report a page's pathname opens (with or without its /:siteId), or undefined. */
export function reportOfPath(pathname: string): { kind: ReportKind; siteId: string } | undefined {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    /* keep it */
  }
  for (const name of REPORT_NAMES) {
    const base = reportPath(name);
    if (matchPath({ path: base, end: true }, path)) return { kind: REPORT_KINDS[name], siteId: '' };
    const m = matchPath({ path: `${base}/:siteId`, end: true }, path);
    if (m) return { kind: REPORT_KINDS[name], siteId: m.params.siteId ?? '' };
  }
  return undefined;
}
