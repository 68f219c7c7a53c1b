import { canZoomIn, canZoomOut, DEFAULT_ZOOM, roundZoom, zoomIn, zoomOut } from '@/features/organizations/components/tree-zoom';

describe('tree zoom', () => {
  it('starts at 0.5', () => {
    expect(DEFAULT_ZOOM).toBe(0.5);
  });

  it('goes down in steps of 0.1 while above 0.1, and stops there', () => {
    const seen: number[] = [];
    let z = DEFAULT_ZOOM;
    for (let i = 0; i < 6; i++) {
      z = zoomOut(z);
      seen.push(z);
    }
    expect(seen).toEqual([0.4, 0.3, 0.2, 0.1, 0.1, 0.1]);
    expect(canZoomOut(0.1)).toBe(false);
    expect(canZoomOut(0.2)).toBe(true);
  });

  it('goes up in steps of 0.1 while below 0.9, and stops there', () => {
    const seen: number[] = [];
    let z = DEFAULT_ZOOM;
    for (let i = 0; i < 6; i++) {
      z = zoomIn(z);
      seen.push(z);
    }
    expect(seen).toEqual([0.6, 0.7, 0.8, 0.9, 0.9, 0.9]);
    expect(canZoomIn(0.9)).toBe(false);
    expect(canZoomIn(0.8)).toBe(true);
  });

  it('does not drift with floating-point error', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(zoomIn(0.2)).toBe(0.3);
    expect(zoomOut(0.30000000000000004)).toBe(0.2);
    expect(roundZoom(0.7000000000000001)).toBe(0.7);
    let z = 0.1;
    for (let i = 0; i < 8; i++) z = zoomIn(z);
    expect(z).toBe(0.9);
    for (let i = 0; i < 8; i++) z = zoomOut(z);
    expect(z).toBe(0.1);
  });

  it('brings a passed zoom outside the bounds back in one step', () => {
    expect(zoomOut(1)).toBe(0.9);
    expect(zoomIn(1)).toBe(1);
    expect(zoomIn(0.05)).toBe(0.2);
  });
});
