/**
 * The venue details field group on the content server: answered as WPGraphQL for ACF 2.x does
 * (the group always an object, each empty field null), and the seed's venues filled with
 * real-looking Montréal details in both languages, one venue without any.
 */
import { describe, expect, it } from 'vitest';
import { createSeedStore } from '@/cms/seed';
import { queryData } from '../fixtures/cms/run-query';

interface Details {
  streetAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  stepFreeEntrance: string | null;
  accessibleToilets: string | null;
  seating: string | null;
  hearingLoop: string | null;
  transit: string | null;
  gettingThere: string | null;
}
interface VenueNode {
  slug: string;
  content: string;
  translation: { slug: string } | null;
  venueDetails: Details;
}

const store = createSeedStore({ scale: 0 });
const fields = 'streetAddress latitude longitude stepFreeEntrance accessibleToilets seating hearingLoop transit gettingThere';
const venues = async (language: 'EN' | 'FR') =>
  (
    await queryData<{ venues: { nodes: VenueNode[] } }>(
      `{ venues(first: 100, where: { language: ${language} }) { nodes { slug content translation(language: ${language === 'EN' ? 'FR' : 'EN'}) { slug } venueDetails { ${fields} } } } }`,
      undefined,
      { store },
    )
  ).venues.nodes;

const en = await venues('EN');
const fr = await venues('FR');
const hasDetails = (venue: VenueNode) => Object.values(venue.venueDetails).some((value) => value !== null);
const accessAnswers = (list: VenueNode[]) =>
  list.flatMap((venue) => [venue.venueDetails.stepFreeEntrance, venue.venueDetails.accessibleToilets, venue.venueDetails.seating, venue.venueDetails.hearingLoop]);

describe('venue details in the seed, as WPGraphQL for ACF 2.x answers them', () => {
  it('gives every venue but one an address in Montréal with a postal code, and coordinates in the Plateau, Mile End or the Quartier des spectacles', () => {
    for (const list of [en, fr]) {
      const without = list.filter((venue) => !hasDetails(venue));
      expect(without.map((venue) => venue.slug)).toHaveLength(1);
      for (const venue of list.filter(hasDetails)) {
        const { streetAddress, latitude, longitude } = venue.venueDetails;
        expect(streetAddress, venue.slug).toMatch(/^\S.*, Montréal,? (QC|\(Québec\)) H2[TVWX] \d[A-Z]\d$/);
        // Between the Quartier des spectacles (south) and the Mile End rail corridor (north).
        expect(latitude, venue.slug).toBeGreaterThan(45.505);
        expect(latitude, venue.slug).toBeLessThan(45.532);
        expect(longitude, venue.slug).toBeGreaterThan(-73.605);
        expect(longitude, venue.slug).toBeLessThan(-73.56);
      }
    }
  });

  it('answers the group with every field null for the venue without details (the group itself is there)', () => {
    const [without] = en.filter((venue) => !hasDetails(venue));
    expect(without!.venueDetails).toEqual(Object.fromEntries(fields.split(' ').map((field) => [field, null])));
    // Its address and access stay in its text, as a WordPress without the fields would have them.
    expect(without!.content).toMatch(/Find us at .*, Montreal\./);
  });

  it('mixes yes, no and unknown across the accessibility questions, and leaves some unanswered', () => {
    const answers = accessAnswers(en);
    for (const answer of ['yes', 'no', 'unknown', null]) expect(answers).toContain(answer);
    expect(answers.filter((answer) => answer !== null).every((answer) => ['yes', 'no', 'unknown'].includes(answer!))).toBe(true);
  });

  it('gives each language its own text and the same place: coordinates and answers alike, the address, transit and getting there in the language', () => {
    for (const venue of en.filter(hasDetails)) {
      const french = fr.find((candidate) => candidate.slug === venue.translation?.slug)!;
      expect(french.venueDetails, venue.slug).toMatchObject({
        latitude: venue.venueDetails.latitude,
        longitude: venue.venueDetails.longitude,
        stepFreeEntrance: venue.venueDetails.stepFreeEntrance,
        accessibleToilets: venue.venueDetails.accessibleToilets,
        seating: venue.venueDetails.seating,
        hearingLoop: venue.venueDetails.hearingLoop,
      });
      expect(venue.venueDetails.transit, venue.slug).toMatch(/Métro|Bus/);
      expect(french.venueDetails.transit, venue.slug).toMatch(/Métro|Autobus/);
      expect(french.venueDetails.streetAddress, venue.slug).toContain('(Québec)');
      expect(venue.venueDetails.gettingThere, venue.slug).not.toBe(french.venueDetails.gettingThere);
      // French typography: no plain space before : ; ! ?
      expect(`${french.venueDetails.transit} ${french.venueDetails.gettingThere}`, venue.slug).not.toMatch(/ [:;!?]/);
    }
  });

  it('keeps the details out of the text of a venue that has them: no address, capacity line or access line run into its description', () => {
    for (const venue of [...en, ...fr].filter(hasDetails)) {
      expect(venue.content, venue.slug).not.toMatch(/Address|Adresse|Capacity|Capacité|Step-free|plain-pied|<li>/);
    }
  });
});
