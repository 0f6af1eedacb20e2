import type { GeoPoint } from '@/queries/types';

/**
 * A venue's address as the editors typed it in its venue details (one line, the way a phone's
 * map app finds it: `4410 boulevard Saint-Laurent, Montréal, QC H2W 1Z5`, or in French
 * `4410, boulevard Saint-Laurent, Montréal (Québec) H2W 1Z5`), read into the parts structured
 * data wants. The festival's venues are in Montréal: a line that names no city is in Montréal.
 */
export interface PostalAddressParts {
  /** What comes before the city: `4410 boulevard Saint-Laurent`, `Parc des Lilas, rue Maguire`. */
  streetAddress: string;
  addressLocality: 'Montréal';
  addressRegion: 'QC';
  postalCode: string | null;
  addressCountry: 'CA';
}

/** A Canadian postal code (`H2W 1Z5`, `h2w1z5`): letter digit letter, digit letter digit. */
const postalCodePattern = /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s?(\d[ABCEGHJ-NPRSTV-Z]\d)\b/i;
const provincePattern = /\s*\(?\b(?:QC|Qu[ée]bec)\)?\s*$/i;
const cityPattern = /^montr[ée]al$/i;

/** The parts, and whether the line names the city (a line without one is in Montréal all the same). */
function readAddress(line: string): { parts: PostalAddressParts; namesCity: boolean } {
  let postalCode: string | null = null;
  const parts = line
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // From the end: the country, the postal code, the province, then the city.
  if (parts.length > 1 && /^canada$/i.test(parts.at(-1)!)) parts.pop();
  const last = parts.length - 1;
  const code = parts.length > 1 ? postalCodePattern.exec(parts[last]!) : null;
  if (code) {
    postalCode = `${code[1]} ${code[2]}`.toUpperCase();
    parts[last] = parts[last]!.replace(code[0], '').trim();
  }
  if (parts.length > 1) parts[last] = parts[last]!.replace(provincePattern, '').trim();
  if (parts.length > 1 && parts[last] === '') parts.pop();
  const namesCity = parts.length > 1 && cityPattern.test(parts.at(-1)!);
  if (namesCity) parts.pop();
  return {
    parts: { streetAddress: parts.join(', '), addressLocality: 'Montréal', addressRegion: 'QC', postalCode, addressCountry: 'CA' },
    namesCity,
  };
}

export function postalAddressOf(line: string): PostalAddressParts {
  return readAddress(line).parts;
}

/** The line with its city, for a calendar's LOCATION or a map search: the city added when the line has none. */
export function addressWithCity(line: string): string {
  return readAddress(line).namesCity ? line : `${line}, Montréal`;
}

/**
 * Directions to the venue in the visitor's map app: Google Maps' cross-platform directions URL,
 * which phones open in their maps app (and other devices in the browser). Built from the
 * coordinates when known (exact for a venue without a street number), else from the address.
 * Nothing is asked of a map provider until the visitor follows it.
 */
export function directionsUrl(place: { streetAddress: string | null; geo: GeoPoint | null }): string | null {
  const destination = place.geo ? `${place.geo.latitude},${place.geo.longitude}` : place.streetAddress ? addressWithCity(place.streetAddress) : null;
  if (!destination) return null;
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', destination);
  return url.toString();
}
