/**
 * Coordinates (spec 02 §5, §9): the form's one "latitude, longitude" value,
 * and the degrees-minutes-seconds shown on the details page.
 */

export interface LatLon {
  latitude: number;
  longitude: number;
}

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*,\s*(${NUMBER})\s*$`);

/**
 * Reads "latitude, longitude": two decimal numbers separated by a comma,
 * latitude within -90..90 and longitude within -180..180. Null otherwise.
 */
export function parseCoordinates(text: string | null | undefined): LatLon | null {
  const m = PAIR.exec(text ?? '');
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) return null;
  return { latitude, longitude };
}

/** The combined value of stored coordinates ('' when either is missing). */
export function formatCoordinates(latitude: number | null | undefined, longitude: number | null | undefined): string {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return '';
  return `${latitude}, ${longitude}`;
}

/**
 * Degrees, minutes and seconds with two decimals on the seconds and the
 * hemisphere: toDMS(18.5204, 'lat') is 18° 31' 13.44" N; -0.5 longitude is
 * 0° 30' 0.00" W.
 */
export function toDMS(value: number, axis: 'lat' | 'lon'): string {
  const hemisphere = axis === 'lat' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  // Work in hundredths of a second so that rounding carries into minutes and degrees.
  const total = Math.round(Math.abs(value) * 360_000);
  const degrees = Math.floor(total / 360_000);
  const minutes = Math.floor((total % 360_000) / 6_000);
  const seconds = (total % 6_000) / 100;
  return `${degrees}° ${minutes}' ${seconds.toFixed(2)}" ${hemisphere}`;
}
