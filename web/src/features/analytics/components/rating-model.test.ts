import { describe, expect, it } from 'vitest';
import {
  badSums,
  digitsOnly,
  monthRange,
  previousMonth,
  ratingColour,
  withWeightage,
  type EditAttribute,
} from '@/features/analytics/components/rating-model';

const leaf = (name: string, w: number): EditAttribute => ({ attributeName: name, weightage: w, children: [] });
const tree = (): EditAttribute => ({
  attributeName: 'BMC Rating',
  weightage: 100,
  children: [
    { attributeName: 'A', weightage: 60, children: [{ attributeName: 'A1', weightage: 100, children: [leaf('a', 40), leaf('b', 60)] }] },
    { attributeName: 'B', weightage: 40, children: [{ attributeName: 'B1', weightage: 100, children: [leaf('c', 100)] }] },
  ],
});

describe('ratingColour', () => {
  it.each([
    [1.5, 'red'],
    [2, 'orange'],
    [3, 'orange'],
    [4, 'orange'],
    [4.5, 'green'],
    [null, 'grey'],
  ] as const)('%s with thresholds 2 and 4 is %s', (rating, colour) => {
    expect(ratingColour(rating, 2, 4)).toBe(colour);
  });
  it('follows moved thresholds', () => {
    expect(ratingColour(3, 3.5, 4.5)).toBe('red');
    expect(ratingColour(3, 1, 2.5)).toBe('green');
  });
});

describe('months', () => {
  it('defaults to the previous calendar month, across a year', () => {
    expect(previousMonth(new Date(2026, 0, 15))).toBe('2025-12');
    expect(previousMonth(new Date(2026, 10, 25))).toBe('2026-10');
  });
  it("answers a month's first and last days", () => {
    expect(monthRange('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthRange('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange('2026-03')).toEqual({ start: '2026-03-01', end: '2026-03-31' });
  });
});

describe('the template rules', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('4a0.5-')).toBe('405');
    expect(digitsOnly('abc')).toBe('');
  });
  it('finds no bad sum in a good tree', () => {
    expect(badSums(tree()).size).toBe(0);
  });
  it.each([
    ['0', 70, ''],
    ['0.0', 90, '0'],
    ['0.0.1', 50, '0.0'],
    ['root', 90, 'root'],
  ])('flags the group of %s set to %i', (path, w, group) => {
    const bad = badSums(withWeightage(tree(), path, w));
    expect([...bad]).toEqual([group]);
  });
  it('changes only the weightage at the path', () => {
    const t = withWeightage(tree(), '1.0.0', 7);
    expect(t.children[1].children[0].children[0].weightage).toBe(7);
    expect(t.children[0].children[0].children[0].weightage).toBe(40);
    expect(tree().children[1].children[0].children[0].weightage).toBe(100);
  });
});
