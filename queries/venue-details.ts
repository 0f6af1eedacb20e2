import { type AccessAnswer, type AccessFeature, accessFeatures, type GeoPoint, type VenuePage, type VenuePlace } from './types';
import type { Maybe } from './nodes';

/**
 * The `venueDetails` field group (wordpress/festival-site, WPGraphQL for ACF) as domain values.
 * Every field is optional: what the content leaves empty stays absent (null, or no entry), never a
 * guessed value. Both ACF plugin generations answer this group in the same shape (numbers as
 * Float, radios as String); the legacy one may hand a radio's label (`Yes`) or a number as a
 * string, which are read too.
 */
export interface VenueDetailsFields {
  streetAddress?: Maybe<string>;
  latitude?: Maybe<number | string>;
  longitude?: Maybe<number | string>;
  stepFreeEntrance?: Maybe<string | Array<Maybe<string>>>;
  accessibleToilets?: Maybe<string | Array<Maybe<string>>>;
  seating?: Maybe<string | Array<Maybe<string>>>;
  hearingLoop?: Maybe<string | Array<Maybe<string>>>;
  transit?: Maybe<string>;
  gettingThere?: Maybe<string>;
}

const accessAnswers: readonly AccessAnswer[] = ['yes', 'no', 'unknown'];

function trimmed(value: Maybe<string>): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** A plain-text field: trimmed, Windows line ends made `\n`, blank lines dropped. */
function plainText(value: Maybe<string>): string | null {
  return trimmed(
    value
      ?.split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
  );
}

function degrees(value: Maybe<number | string>, limit: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** Both coordinates or none; 0,0 (an ACF number saved as 0) is no place a venue is. */
function geoPoint(details: VenueDetailsFields): GeoPoint | null {
  const latitude = degrees(details.latitude, 90);
  const longitude = degrees(details.longitude, 180);
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) return null;
  return { latitude, longitude };
}

function accessAnswer(value: VenueDetailsFields[AccessFeature]): AccessAnswer | null {
  const raw = Array.isArray(value) ? value.find((v) => v) : value;
  const answer = raw?.trim().toLowerCase();
  return accessAnswers.find((known) => known === answer) ?? null;
}

/** Where the venue is: its address and coordinates. */
export function toVenuePlace(details: Maybe<VenueDetailsFields>): VenuePlace {
  return { streetAddress: trimmed(details?.streetAddress), geo: details ? geoPoint(details) : null };
}

/** Everything the venue's page shows of its details. */
export function toVenueDetails(details: Maybe<VenueDetailsFields>): Pick<VenuePage, keyof VenuePlace | 'access' | 'transit' | 'gettingThere'> {
  const access: VenuePage['access'] = {};
  for (const feature of accessFeatures) {
    const answer = accessAnswer(details?.[feature]);
    if (answer) access[feature] = answer;
  }
  return {
    ...toVenuePlace(details),
    access,
    transit: plainText(details?.transit),
    gettingThere: plainText(details?.gettingThere),
  };
}
