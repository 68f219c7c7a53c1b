import { objectKey } from '@/lib/object-key';

describe('objectKey', () => {
  it('gives an object the same key every time, and another object another', () => {
    const a = new File(['x'], 'same.csv');
    const b = new File(['x'], 'same.csv');
    expect(objectKey(a)).toBe(objectKey(a));
    expect(objectKey(a)).not.toBe(objectKey(b));
  });
});
