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

  it('is named after the moment it was saved', () => {
    expect(credentialsFileName(new Date(2024, 2, 5, 9, 7, 3))).toBe('device-credentials-20240305-090703.csv');
  });
});
