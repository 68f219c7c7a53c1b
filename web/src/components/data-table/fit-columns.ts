/**
 * Column priorities (issue 15 point 13): which columns a table shows in the
 * width it has. Every column has a priority, 1 by default (never hidden);
 * while the columns' minimum widths add up to more than the table's width,
 * the column of the highest priority number is hidden (the rightmost among
 * equals). When the priority-1 columns alone are still too wide, their
 * minimum widths shrink in proportion (not below MIN_SHRUNK_WIDTH), so that
 * a phone shows them without sideways scrolling.
 */
export interface FitColumn {
  field: string;
  width?: number;
  minWidth?: number;
  priority?: number;
}

/** A column's minimum width when none is given (the grid's default). */
export const DEFAULT_MIN_WIDTH = 100;
/** The narrowest a priority-1 column gets. */
export const MIN_SHRUNK_WIDTH = 64;

export interface Fit {
  /** The fields hidden at this width. */
  hidden: string[];
  /** The factor the shown columns' minimum widths are multiplied by (1 = as declared). */
  scale: number;
}

const minOf = (c: FitColumn) => c.width ?? c.minWidth ?? DEFAULT_MIN_WIDTH;

/** The columns to hide, and how much to shrink the rest, in `available` pixels (0 or less: not measured, show all). */
export function fitColumns(columns: readonly FitColumn[], available: number): Fit {
  if (!(available > 0)) return { hidden: [], scale: 1 };
  const shown = columns.map((c, i) => ({ c, i }));
  let total = shown.reduce((n, s) => n + minOf(s.c), 0);
  const hidden: string[] = [];
  while (total > available) {
    let drop = -1;
    for (let k = 0; k < shown.length; k++) {
      const p = shown[k].c.priority ?? 1;
      if (p > 1 && (drop < 0 || p >= (shown[drop].c.priority ?? 1))) drop = k;
    }
    if (drop < 0) break;
    total -= minOf(shown[drop].c);
    hidden.push(shown[drop].c.field);
    shown.splice(drop, 1);
  }
  let scale = 1;
  if (total > available && total > 0) {
    scale = Math.max(available / total, Math.min(...shown.map((s) => MIN_SHRUNK_WIDTH / minOf(s.c))));
    scale = Math.min(scale, 1);
  }
  return { hidden, scale };
}
