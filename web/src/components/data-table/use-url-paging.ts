import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SortState } from '@/components/data-table/data-table-types';

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

function nonNegativeInt(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

function positiveInt(raw: string | null, fallback: number): number {
  const n = nonNegativeInt(raw, fallback);
  return n > 0 ? n : fallback;
}

/** Reads 'field,asc' or 'field,desc'. */
export function parseSort(raw: string | null): SortState | null {
  if (!raw) return null;
  const i = raw.lastIndexOf(',');
  const field = i > 0 ? raw.slice(0, i) : raw;
  const dir = i > 0 ? raw.slice(i + 1).toLowerCase() : 'asc';
  if (!field) return null;
  return { field, direction: dir === 'desc' ? 'desc' : 'asc' };
}

/**
 * The table's paging in the query string: page (0-based), size and sort
 * (field,direction). Absent or malformed values read as page 0, the default
 * size and no sort; every change writes page and size back and keeps the
 * other query keys.
 */
export function useUrlPaging(defaultSize = DEFAULT_PAGE_SIZE) {
  const [params, setParams] = useSearchParams();
  const page = nonNegativeInt(params.get('page'), 0);
  const size = positiveInt(params.get('size'), defaultSize);
  const sort = parseSort(params.get('sort'));

  const update = useCallback(
    (next: { page?: number; size?: number; sort?: SortState | null }) => {
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        const curPage = nonNegativeInt(prev.get('page'), 0);
        const curSize = positiveInt(prev.get('size'), defaultSize);
        p.set('page', String(next.page ?? curPage));
        p.set('size', String(next.size ?? curSize));
        if (next.sort !== undefined) {
          if (next.sort) p.set('sort', `${next.sort.field},${next.sort.direction}`);
          else p.delete('sort');
        }
        return p;
      });
    },
    [setParams, defaultSize],
  );

  return { page, size, sort, update };
}
