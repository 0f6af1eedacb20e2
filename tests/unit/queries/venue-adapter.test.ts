import { describe, expect, it } from 'vitest';
import { contentAdapters, toEvent } from '@/queries/adapter';

/**
 * The venue details field group as each ACF plugin generation answers it: WPGraphQL for ACF 2.x
 * (numbers as Float, radios as their value, null for what is empty, the group itself always an
 * object) and the legacy wp-graphql-acf (a radio may come as its label, a number as a string, an
 * empty field as ""). What the content leaves empty stays absent: never an invented "unknown".
 */
type RawVenue = Parameters<typeof contentAdapters.venue.toItem>[0];
type RawEvent = Parameters<typeof toEvent>[0];

const venueNode = (venueDetails: unknown) =>
  ({ id: 'cG9zdDozMQ==', databaseId: 31, slug: 'salle-mirabelle', title: 'Salle Mirabelle', content: '<p>A dance hall.</p>', venueDetails }) as unknown as RawVenue;
const toVenue = (venueDetails: unknown) => contentAdapters.venue.toItem(venueNode(venueDetails));

const noDetails = { streetAddress: null, geo: null, access: {}, transit: null, gettingThere: null };

describe('adapter: venue details, WPGraphQL for ACF 2.x', () => {
  it('reads every field of a venue that has them', () => {
    const venue = toVenue({
      streetAddress: '4410 boulevard Saint-Laurent, Montréal, QC H2W 1Z5',
      latitude: 45.51985,
      longitude: -73.58465,
      stepFreeEntrance: 'yes',
      accessibleToilets: 'no',
      seating: 'unknown',
      hearingLoop: 'yes',
      transit: 'Métro Mont-Royal (orange line).\r\n\r\nBus 55.',
      gettingThere: 'Main doors on boulevard Saint-Laurent.',
    });
    expect(venue).toMatchObject({
      streetAddress: '4410 boulevard Saint-Laurent, Montréal, QC H2W 1Z5',
      geo: { latitude: 45.51985, longitude: -73.58465 },
      access: { stepFreeEntrance: 'yes', accessibleToilets: 'no', seating: 'unknown', hearingLoop: 'yes' },
      transit: 'Métro Mont-Royal (orange line).\nBus 55.',
      gettingThere: 'Main doors on boulevard Saint-Laurent.',
    });
  });

  it('keeps what a venue without details lacks absent: the empty group, or no group in the answer', () => {
    const empty = { streetAddress: null, latitude: null, longitude: null, stepFreeEntrance: null, accessibleToilets: null, seating: null, hearingLoop: null, transit: null, gettingThere: null };
    expect(toVenue(empty)).toMatchObject(noDetails);
    expect(toVenue(null)).toMatchObject(noDetails);
    expect(toVenue(undefined)).toMatchObject(noDetails);
  });

  it('leaves an unanswered question out rather than answering "unknown" for it', () => {
    const venue = toVenue({ stepFreeEntrance: 'yes', accessibleToilets: null, seating: '', hearingLoop: 'maybe' });
    expect(venue.access).toEqual({ stepFreeEntrance: 'yes' });
  });

  it('gives coordinates only as a pair inside the globe (no 0,0)', () => {
    expect(toVenue({ latitude: 45.5, longitude: null }).geo).toBeNull();
    expect(toVenue({ latitude: 95, longitude: -73.5 }).geo).toBeNull();
    expect(toVenue({ latitude: 0, longitude: 0 }).geo).toBeNull();
  });

  it("gives an event's venue its address and coordinates when the query asked for them, and nothing when it did not", () => {
    const event = (venue: Record<string, unknown>) =>
      toEvent({ id: 'e', slug: 'opening', title: 'Opening', eventDetails: { eventVenue: { nodes: [{ __typename: 'Venue', id: 'v', title: 'Salle Mirabelle', slug: 'salle-mirabelle', ...venue }] } } } as unknown as RawEvent).venue;
    expect(event({ venueDetails: { streetAddress: '4410 boulevard Saint-Laurent', latitude: 45.51985, longitude: -73.58465 } })).toMatchObject({
      streetAddress: '4410 boulevard Saint-Laurent',
      geo: { latitude: 45.51985, longitude: -73.58465 },
    });
    expect(event({ venueDetails: null })).toMatchObject({ streetAddress: null, geo: null });
    const notAsked = event({});
    expect(notAsked).not.toHaveProperty('streetAddress');
    expect(notAsked).not.toHaveProperty('geo');
  });
});

describe('adapter: venue details, legacy wp-graphql-acf', () => {
  it('reads radio labels, numbers as strings and empty strings', () => {
    const venue = toVenue({
      streetAddress: '  87 rue Bernard Ouest ',
      latitude: '45.52541',
      longitude: ' -73.60011',
      stepFreeEntrance: 'No',
      accessibleToilets: ['Yes'],
      seating: 'Unknown',
      hearingLoop: '',
      transit: '',
      gettingThere: '   ',
    });
    expect(venue).toMatchObject({
      streetAddress: '87 rue Bernard Ouest',
      geo: { latitude: 45.52541, longitude: -73.60011 },
      access: { stepFreeEntrance: 'no', accessibleToilets: 'yes', seating: 'unknown' },
      transit: null,
      gettingThere: null,
    });
    expect(venue.access).not.toHaveProperty('hearingLoop');
    expect(toVenue({ latitude: 'north', longitude: '-73.6' }).geo).toBeNull();
  });
});
