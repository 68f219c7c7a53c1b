import type { ReactNode } from 'react';
import type { Page } from '@/lib/api-client';
import type { ExportColumn, ExportRequest, ExportType } from '@/components/data-table/export-xlsx';

export type SortDirection = 'asc' | 'desc';

/** The one sorted column of a table. */
export interface SortState {
  field: string;
  direction: SortDirection;
}

/** Loads one page of a list; `sort` is the sorted column, null when none. */
export type PageFetcher<T> = (page: number, size: number, sort: SortState | null, signal?: AbortSignal) => Promise<Page<T>>;

export interface DataTableColumn<T> {
  /** The row property shown, or a dot path such as address.district. */
  field: string;
  /** An i18n key ('users.firstName') or plain text; also the export header. */
  header: string;
  /** Sortable by a click on the header; true unless said otherwise. */
  sortable?: boolean;
  /** The cell's value when it is not simply the field (used for display, sort and nothing else). */
  value?: (row: T) => unknown;
  /** Renders the cell; wins over `link`. */
  renderCell?: (row: T) => ReactNode;
  /** Shows the value as a link to this route (none when undefined is returned). */
  link?: (row: T) => string | undefined;
  /** Part of the export; true unless said otherwise (set false for action columns). */
  exportable?: boolean;
  /** How the export writes the column (text by default; see ExportType). */
  exportType?: ExportType;
  /** The export type's second field: a number's unit field, a date's zone field. */
  exportArg?: string;
  /** The export's columns for this one (fields, i18n keys or text, types), when not simply its field under its header. */
  exportAs?: ExportColumn[];
  width?: number;
  minWidth?: number;
  /**
   * How soon the column leaves a narrow table (fit-columns): 1, the default,
   * never; a higher number earlier. Give the columns a user must always see
   * (ids, states, actions, counts) 1 or 2, and the details 3 or more.
   */
  priority?: number;
  flex?: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * The server export of a table: the list call (path under /authgateway and
 * its query, without its paging; for the alert searches POST and a body),
 * where its rows are, and the file name without extension. The columns are
 * the table's own (see exportType and exportAs).
 */
export type DataTableExport = Omit<ExportRequest, 'columns'>;
