/**
 * The hierarchy tree's zoom (spec 01 §2.5, §9): starts at 0.5, goes down
 * only while above 0.1 and up only while below 0.9, in steps of 0.1, and is
 * rounded to one decimal so repeated steps do not drift.
 */
export const DEFAULT_ZOOM = 0.5;
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 0.9;
export const ZOOM_STEP = 0.1;

export function roundZoom(z: number): number {
  return Math.round(z * 10) / 10;
}

export function canZoomOut(z: number): boolean {
  return roundZoom(z) > MIN_ZOOM;
}

export function canZoomIn(z: number): boolean {
  return roundZoom(z) < MAX_ZOOM;
}

export function zoomOut(z: number): number {
  return canZoomOut(z) ? roundZoom(z - ZOOM_STEP) : z;
}

export function zoomIn(z: number): number {
  return canZoomIn(z) ? roundZoom(z + ZOOM_STEP) : z;
}
