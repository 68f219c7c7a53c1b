import { checkCsvFile, formatSize, isCsv } from '@/features/imports/components/check-file';
import { MAX_IMPORT_BYTES } from '@/features/imports/api/import-kinds';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('the checks on a chosen file', () => {
  it.each([
    ['sites.csv', '', true],
    ['SITES.CSV', 'application/vnd.ms-excel', true],
    ['export', 'text/csv', true],
    ['sites.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
    ['sites.csv.txt', 'text/plain', false],
    ['photo.png', 'image/png', false],
  ])('%s (%s) is CSV: %s', (name, type, ok) => {
    expect(isCsv({ name, type })).toBe(ok);
  });

  it('takes a CSV file up to 10 MB', () => {
    expect(checkCsvFile(file('sites.csv', MAX_IMPORT_BYTES))).toBeNull();
    expect(checkCsvFile(file('sites.csv', 1))).toBeNull();
  });

  it('refuses another type, a file over 10 MB and an empty file', () => {
    expect(checkCsvFile(file('sites.xlsx', 100))).toEqual({ key: 'imports.file.notCsv', name: 'sites.xlsx', size: '100 B' });
    expect(checkCsvFile(file('big.csv', MAX_IMPORT_BYTES + 1))).toMatchObject({ key: 'imports.file.tooLarge', size: '10 MB' });
    expect(checkCsvFile(file('big.csv', 20 * 1024 * 1024), 'fr')).toMatchObject({ key: 'imports.file.tooLarge', size: '20 Mo' });
    expect(checkCsvFile(file('empty.csv', 0))).toMatchObject({ key: 'imports.file.empty' });
  });

  it('writes sizes for people, in English and French', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatSize(2.5 * 1024 * 1024, 'fr')).toBe('2,5 Mo');
  });
});
