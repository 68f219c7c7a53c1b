import { formatInZone, languageOf, wallClockIn } from '@/lib/format';

describe('times in a site’s zone', () => {
  it("writes an instant on the site's clock as 'dd MMM yyyy - HH:mm'", () => {
    expect(formatInZone('2026-11-20T00:40:00Z', 'Asia/Kolkata')).toBe('20 Nov 2026 - 06:10');
    expect(formatInZone('2026-11-20T00:40:00Z', 'Africa/Nairobi')).toBe('20 Nov 2026 - 03:40');
    expect(formatInZone(Date.UTC(2026, 10, 19, 23, 0), 'America/Los_Angeles')).toBe('19 Nov 2026 - 15:00');
  });

  it('follows summer time', () => {
    expect(formatInZone('2026-07-01T12:00:00Z', 'Europe/Paris')).toBe('01 Jul 2026 - 14:00');
    expect(formatInZone('2026-01-01T12:00:00Z', 'Europe/Paris')).toBe('01 Jan 2026 - 13:00');
  });

  it('takes another pattern and French', () => {
    expect(formatInZone('2026-05-20T00:40:00Z', 'Asia/Kolkata', 'dd MMM yyyy', 'fr')).toBe('20 mai 2026');
  });

  it('writes nothing without a valid time, and the instant for an unknown zone', () => {
    expect(formatInZone('', 'Asia/Kolkata')).toBe('');
    expect(formatInZone(null, 'Asia/Kolkata')).toBe('');
    expect(formatInZone('not a time', 'Asia/Kolkata')).toBe('');
    const d = new Date(2026, 0, 2, 3, 4);
    expect(wallClockIn(d, 'No/Such_Zone')).toBe(d);
    expect(wallClockIn(d, '')).toBe(d);
  });

  it('reads the language of an i18next code', () => {
    expect(languageOf('fr')).toBe('fr');
    expect(languageOf('fr-FR')).toBe('fr');
    expect(languageOf('en')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
