import { formatCoordinates, parseCoordinates, toDMS } from '@/features/sites/components/coordinates';

describe('toDMS', () => {
  it('writes degrees, minutes and seconds with two decimals and the hemisphere', () => {
    expect(toDMS(18.5204, 'lat')).toBe(`18° 31' 13.44" N`);
    expect(toDMS(73.8567, 'lon')).toBe(`73° 51' 24.12" E`);
  });
  it('uses S and W below zero', () => {
    expect(toDMS(-1.2921, 'lat')).toBe(`1° 17' 31.56" S`);
    expect(toDMS(-0.5, 'lon')).toBe(`0° 30' 0.00" W`);
  });
  it('carries a rounded 60 seconds into the minutes and degrees', () => {
    expect(toDMS(10.9999999, 'lat')).toBe(`11° 0' 0.00" N`);
    expect(toDMS(0, 'lat')).toBe(`0° 0' 0.00" N`);
    expect(toDMS(-180, 'lon')).toBe(`180° 0' 0.00" W`);
  });
});

describe('parseCoordinates', () => {
  it('reads "latitude, longitude"', () => {
    expect(parseCoordinates('18.5204, 73.8567')).toEqual({ latitude: 18.5204, longitude: 73.8567 });
    expect(parseCoordinates(' -1.29 ,36.82 ')).toEqual({ latitude: -1.29, longitude: 36.82 });
    expect(parseCoordinates('90,-180')).toEqual({ latitude: 90, longitude: -180 });
  });
  it('refuses anything else, and values out of range', () => {
    for (const bad of ['', '18.52', '18.52 73.85', '18.52;73.85', 'a, b', '91, 10', '-90.1, 0', '10, 180.5', '1, 2, 3']) {
      expect(parseCoordinates(bad), bad).toBeNull();
    }
  });
  it('writes stored coordinates back as one value', () => {
    expect(formatCoordinates(18.5204, 73.8567)).toBe('18.5204, 73.8567');
    expect(formatCoordinates(null, 73)).toBe('');
  });
});
