/**
 * A report's table as data: its columns (the report list's fields and
 * headers; the console's own when the list has none), its rows ascending by
 * date with the undercooled flag and, when the sites are in several time
 * zones, each row's zone. Shared by the table and its export.
 */
import type { TFunction } from 'i18next';
import type { Site } from '@/lib/sites';
import type { ReportValue } from '@/features/reports/api/get-report-list';
import type { ReportAnswer, ReportRow } from '@/features/reports/api/get-report-rows';
import { fieldKind, OPTIONAL_FIELDS, type FieldKind, type ReportKind } from '@/features/reports/api/report-kinds';
import { cellText, compareCells, utcOffset } from '@/features/reports/components/report-cells';
import type { Language } from '@/lib/i18n';

/** The columns the console adds: each row's time zone, and the undercooled flag. */
export const ZONE_FIELD = '_zone';
export const UNDERCOOLED_FIELD = '_undercooled';

export interface ReportColumn {
  field: string;
  header: string;
  kind: FieldKind | 'flag';
}

/** A row as the table shows it: the server's fields, its index in the answer, its flag and zone. */
export interface ShownRow extends ReportRow {
  _i: number;
  _undercooled: boolean;
  _zone: string;
}

/** The field naming a row's site. */
const SITE_FIELDS = ['bmcName', 'siteName'];

export function reportColumns(
  kind: ReportKind,
  values: readonly ReportValue[] | undefined,
  zones: readonly string[],
  t: TFunction,
): ReportColumn[] {
  const optional = OPTIONAL_FIELDS[kind.name] ?? [];
  const base: ReportColumn[] =
    values && values.length > 0
      ? values.map((v) => ({ field: v.field, header: v.header || t(`reports.columns.${v.field}`), kind: fieldKind(kind, v.field) }))
      : kind.fields.filter(([f]) => !optional.includes(f)).map(([field, k]) => ({ field, header: t(`reports.columns.${field}`), kind: k }));
  // The headers are the spec's (one zone is named in a note below the
  // table, report-table.tsx); several zones get a column.
  const columns = [...base];
  if (zones.length > 1) {
    const at = columns.findIndex((c) => SITE_FIELDS.includes(c.field));
    columns.splice(at < 0 ? columns.length : at + 1, 0, { field: ZONE_FIELD, header: t('reports.table.zone'), kind: 'text' });
  }
  if (kind.flagsUndercooled) columns.push({ field: UNDERCOOLED_FIELD, header: t('reports.table.undercooled'), kind: 'flag' });
  return columns;
}

/**
 * The answer's rows, ascending by date (the server's order kept within a
 * date), each with its index in the answer (undercooled refers to it), its
 * flag and its site's zone (from the sites' list by the row's site name,
 * else the offset its times carry).
 */
export function shownRows(kind: ReportKind, answer: ReportAnswer, sites: readonly Site[] | undefined): ShownRow[] {
  const flagged = new Set(answer.undercooled);
  const zoneOfSite = new Map((sites ?? []).map((s) => [s.siteName, s.zoneId]));
  const timeFields = kind.fields.filter(([, k]) => k === 'time').map(([f]) => f);
  const rows = answer.content.map((row, i): ShownRow => {
    const site = SITE_FIELDS.map((f) => row[f]).find((v) => typeof v === 'string' && v) as string | undefined;
    const zone =
      (site && zoneOfSite.get(site)) ||
      timeFields.map((f) => utcOffset(row[f])).find(Boolean) ||
      (answer.zones.length === 1 ? answer.zones[0] : '');
    return { ...row, _i: i, _undercooled: kind.flagsUndercooled && flagged.has(i), _zone: zone };
  });
  return rows.sort((a, b) => compareCells('date', a[kind.dateField], b[kind.dateField]) || a._i - b._i);
}

/** Sorts rows by a column (a stable sort; the date order breaks ties). */
export function sortRows(rows: readonly ShownRow[], column: ReportColumn | undefined, direction: 'asc' | 'desc'): ShownRow[] {
  if (!column) return [...rows];
  const sign = direction === 'desc' ? -1 : 1;
  const kind: FieldKind = column.kind === 'flag' ? 'number' : column.kind;
  const value = (r: ShownRow) => (column.kind === 'flag' ? Number(r._undercooled) : r[column.field]);
  return [...rows].sort((a, b) => sign * compareCells(kind, value(a), value(b)));
}

/** A cell's text in the table and its export ('Yes'/'No' for the flag). */
export function shownText(column: ReportColumn, row: ShownRow, lang: Language, t: TFunction): string {
  if (column.kind === 'flag') return row._undercooled ? t('reports.table.yes') : t('reports.table.no');
  return cellText(column.kind, column.field, row[column.field], lang, t);
}
