import type { ReactNode } from 'react';
import type { Page, Query } from '@/lib/api-client';

export type SortDirection = 'asc' | 'desc';

/** The one sorted column of a table. */
export interface SortState {
  field: string;
  direction: SortDirection;
}

/** Loads one page of a list; `sort` is the sorted column, null when none. */
export type PageFetcher<T> = (
  page: number,
  size: number,
  sort: SortState | null,
  signal?: AbortSignal,
) => Promise<Page<T>>;

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
  /** The export's columns for this one (fields and i18n keys or text), when not simply its field under its header. */
  exportAs?: { field: string; header: string }[];
  width?: number;
  minWidth?: number;
  flex?: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * The server export of a table: the list call (path under /authgateway and
 * its query, without page and size) and the file name without extension.
 */
export interface DataTableExport {
  path: string;
  query?: Query;
  fileName: string;
}
