import { credentialsCsv, credentialsFileName } from '@/features/imports/components/credentials-csv';

describe('the device credentials file', () => {
  it('has a header and one line per device', () => {
    expect(
      credentialsCsv([
        { serialNumber: 'GW-0001', token: 'tok-1' },
        { serialNumber: 'IS-0001', token: 'tok-2' },
      ]),
    ).toBe('serialNumber,token\r\nGW-0001,tok-1\r\nIS-0001,tok-2\r\n');
  });

  it('quotes cells that need it', () => {
    expect(credentialsCsv([{ serialNumber: 'A,1', token: 'x"y' }])).toBe('serialNumber,token\r\n"A,1","x""y"\r\n');
  });

  it('neutralises a serial number a spreadsheet would run as a formula', () => {
    expect(credentialsCsv([{ serialNumber: '=HYPERLINK("http://x")', token: 'cwd_1' }])).toBe(
      'serialNumber,token\r\n"\'=HYPERLINK(""http://x"")",cwd_1\r\n',
    );
    expect(
      credentialsCsv([
        { serialNumber: '+91', token: 'cwd_2' },
        { serialNumber: '@A', token: 'cwd_3' },
        { serialNumber: '-1', token: 'cwd_4' },
      ]),
    ).toBe("serialNumber,token\r\n'+91,cwd_2\r\n'@A,cwd_3\r\n'-1,cwd_4\r\n");
    expect(credentialsCsv([{ serialNumber: '\tGW', token: 'cwd_5' }])).toBe("serialNumber,token\r\n'\tGW,cwd_5\r\n");
  });

  it('is named after the moment it was saved', () => {
    expect(credentialsFileName(new Date(2024, 2, 5, 9, 7, 3))).toBe('device-credentials-20240305-090703.csv');
  });
});
