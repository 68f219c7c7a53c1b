import { describe, expect, it } from 'vitest';
import { checkFiles } from '@/features/tickets/api/tickets';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const settings = { configured: true, maxFiles: 5, maxFileBytes: 1024 };

describe('checkFiles', () => {
  it('accepts up to the limit of files of allowed size', () => {
    expect(checkFiles([file('a.jpg', 10), file('b.txt', 1024)], settings)).toBeNull();
  });
  it('refuses more than the allowed number of files', () => {
    const six = Array.from({ length: 6 }, (_, i) => file(`f${i}.txt`, 1));
    expect(checkFiles(six, settings)).toEqual({ key: 'tickets.tooManyFiles', values: { max: 5 } });
  });
  it('names the file over the size limit', () => {
    expect(checkFiles([file('ok.txt', 1), file('big.bin', 1025)], settings)?.values.name).toBe('big.bin');
  });
  it('refuses an empty file', () => {
    expect(checkFiles([file('empty.txt', 0)], settings)?.key).toBe('tickets.fileEmpty');
  });
});
