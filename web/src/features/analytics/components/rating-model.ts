/** Pure rules of the rating screens (spec 03 §2, §5, §9). */

/** The rating slider: 0–5 in steps of 0.5, thresholds 2 and 4 by default. */
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
export const DEFAULT_THRESHOLDS: [number, number] = [2, 4];
/** The rating graph's zoom: 0.1–1 in steps of 0.1, reset to 0.5. */
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 1;
export const ZOOM_STEP = 0.1;
export const ZOOM_RESET = 0.5;
/** Weightages of siblings sum to this. */
export const WEIGHTAGE_SUM = 100;

export type RatingColour = 'red' | 'orange' | 'green' | 'grey';

export const COLOURS: Record<RatingColour, string> = { red: '#d32f2f', orange: '#ed6c02', green: '#2e7d32', grey: '#9e9e9e' };

/** Below the lower threshold red; between the thresholds (inclusive) orange; above the upper green; no rating grey. */
export function ratingColour(rating: number | null, lower: number, upper: number): RatingColour {
  if (rating === null) return 'grey';
  if (rating < lower) return 'red';
  if (rating <= upper) return 'orange';
  return 'green';
}

/** yyyy-MM of the month before today's. */
export function previousMonth(today: Date): string {
  const d = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** A month's first and last dates, yyyy-MM-dd. */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(y, m, 0).getDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/** Keeps the digits of a typed weightage. */
export function digitsOnly(s: string): string {
  return s.replace(/\D/g, '');
}

/** A template attribute as the screen edits it. */
export interface EditAttribute {
  attributeName: string;
  weightage: number;
  kpi?: string;
  children: EditAttribute[];
}

/**
 * The sibling groups whose weightages do not sum to 100, by their parent's
 * path ("" the root's children, "0" the first child's, "0.1" …); the root
 * itself is "root" when it is not 100.
 */
export function badSums(root: EditAttribute): Set<string> {
  const bad = new Set<string>();
  if (root.weightage !== WEIGHTAGE_SUM) bad.add('root');
  const walk = (n: EditAttribute, path: string) => {
    if (n.children.length === 0) return;
    const sum = n.children.reduce((a, c) => a + c.weightage, 0);
    if (sum !== WEIGHTAGE_SUM) bad.add(path);
    n.children.forEach((c, i) => {
      walk(c, path === '' ? String(i) : `${path}.${i}`);
    });
  };
  walk(root, '');
  return bad;
}

/** The tree with the weightage at a path ("0.1.2") replaced. */
export function withWeightage(root: EditAttribute, path: string, weightage: number): EditAttribute {
  if (path === 'root') return { ...root, weightage };
  const idx = path.split('.').map(Number);
  const set = (n: EditAttribute, depth: number): EditAttribute => {
    const i = idx[depth];
    const children = n.children.map((c, j) => (j !== i ? c : depth === idx.length - 1 ? { ...c, weightage } : set(c, depth + 1)));
    return { ...n, children };
  };
  return set(root, 0);
}
