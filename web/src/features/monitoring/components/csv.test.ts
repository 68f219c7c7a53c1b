import { csvCell, csvText, neutralise, rowsToCsv } from '@/features/monitoring/components/csv';

describe('neutralise (OWASP CSV injection)', () => {
  it.each([
    ['=', '=1+2', "'=1+2"],
    ['+', '+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ['-', '-5', "'-5"],
    ['@', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a tab', '\t=cmd', "'\t=cmd"],
    ['a carriage return', '\r=cmd', "'\r=cmd"],
  ])('prefixes text starting with %s', (_first, text, want) => {
    expect(neutralise(text)).toBe(want);
  });

  it.each([
    ['a safe value', 'Gokul Centre 1', 'Gokul Centre 1'],
    ['an empty value', '', ''],
    ['a formula character later in the text', 'a=b-c+d@e', 'a=b-c+d@e'],
    ['a leading space', ' =1', ' =1'],
    ['a line feed', '\n=1', '\n=1'],
  ])('leaves %s unchanged', (_name, text, want) => {
    expect(neutralise(text)).toBe(want);
  });
});

describe('csvCell', () => {
  it.each<[string, string | number, string]>([
    ['a dangerous first character', '=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['a dangerous value with a comma', '-1,5', `"'-1,5"`],
    ['a carriage return first', '\r=1', `"'\r=1"`],
    ['a tab first, nothing to quote', '\tx', "'\tx"],
    ['a safe value', 'BMC-01', 'BMC-01'],
    ['an empty value', '', ''],
    ['quotes and commas', 'Cooler "A", north', '"Cooler ""A"", north"'],
    ['a semicolon', 'a;b', '"a;b"'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['a negative number', -5, '-5'],
    ['a number', 6.8, '6.8'],
    ['zero', 0, '0'],
  ])('writes %s', (_name, value, want) => {
    expect(csvCell(value)).toBe(want);
  });
});

describe('the CSV text', () => {
  it('neutralises the header and every text cell, and keeps numbers', () => {
    expect(csvText(['=Name', 'Count'], [['@evil', -3], ['+1', 4]])).toBe("\uFEFF'=Name,Count\r\n'@evil,-3\r\n'+1,4\r\n");
  });

  it('writes rows under their columns', () => {
    const csv = rowsToCsv(
      [
        { header: 'Site', text: (r: { site: string; alerts: number }) => r.site },
        { header: 'Alerts', text: (r: { site: string; alerts: number }) => r.alerts },
      ],
      [{ site: '=cmd|"/c calc"!A0', alerts: 2 }],
    );
    expect(csv).toBe(`\uFEFFSite,Alerts\r\n"'=cmd|""/c calc""!A0",2\r\n`);
  });
});
