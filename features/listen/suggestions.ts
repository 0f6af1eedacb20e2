import { festivalDay } from '@/lib/festival-day';
import { compareByStart, eventStartsAt } from '@/queries/events';
import type { Artist, Event } from '@/queries/types';

/**
 * "If you like {artist}": other artists of the festival, from the content alone. What counts, in
 * this order of weight: playing on the same bill (3 per event), playing the same night at the
 * same venue (2 per night), sharing a category (1 each). Only artists with a published page and a
 * set in the programme; never the artist itself. Ties are broken by a hash of the two artists'
 * English slugs, so the order is the same at every build and in both languages (French items are
 * keyed by their English translation's slug) without favouring the start of the alphabet.
 */

export interface Suggestion {
  artist: Artist;
  score: number;
  /** The suggested artist's next set from `now`, else their last one. */
  set: Event;
}

export const suggestionLimits = { min: 4, max: 6 } as const;

const weights = { sameBill: 3, sameNightVenue: 2, sharedCategory: 1 } as const;

/** The English slug of an artist, whatever the page's language: the key that orders ties. */
export function stableKey(artist: Artist, locale: 'en' | 'fr'): string {
  return locale === 'en' ? artist.slug : (artist.translationSlug ?? artist.slug);
}

/** FNV-1a, 32 bits: a fixed, well-spread order for ties. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Every event an artist plays, in time order: the events' bills and the artist's own list. */
export function setsOf(artist: Artist, events: readonly Event[]): Event[] {
  const listed = new Set(artist.events.map((event) => event.id));
  return events.filter((event) => listed.has(event.id) || event.artists.some((billed) => billed.id === artist.id)).sort(compareByStart);
}

/** The set to show beside a suggested artist: the first not yet started, else the last one. */
export function nextSet(sets: readonly Event[], now: string): Event | null {
  return sets.find((event) => (eventStartsAt(event) ?? '') >= now) ?? sets.at(-1) ?? null;
}

function nightsAtVenues(sets: readonly Event[]): Set<string> {
  return new Set(
    sets.flatMap((event) => {
      const startsAt = eventStartsAt(event);
      return startsAt && event.venue ? [`${festivalDay(startsAt)}|${event.venue.id}`] : [];
    }),
  );
}

export function suggestArtists(
  artist: Artist,
  artists: readonly Artist[],
  events: readonly Event[],
  { locale, now }: { locale: 'en' | 'fr'; now: string },
): Suggestion[] {
  const ownSets = setsOf(artist, events);
  const ownEvents = new Set(ownSets.map((event) => event.id));
  const ownNights = nightsAtVenues(ownSets);
  const ownCategories = new Set(artist.categories.map((category) => category.slug));
  const ownKey = stableKey(artist, locale);

  const scored = artists.flatMap((candidate) => {
    if (candidate.id === artist.id || candidate.slug === artist.slug) return [];
    const sets = setsOf(candidate, events);
    const set = nextSet(sets, now);
    if (!set) return [];
    const sameBill = sets.filter((event) => ownEvents.has(event.id)).length;
    const sameNightVenue = [...nightsAtVenues(sets.filter((event) => !ownEvents.has(event.id)))].filter((night) => ownNights.has(night)).length;
    const sharedCategories = candidate.categories.filter((category) => ownCategories.has(category.slug)).length;
    const score = sameBill * weights.sameBill + sameNightVenue * weights.sameNightVenue + sharedCategories * weights.sharedCategory;
    const key = stableKey(candidate, locale);
    return [{ artist: candidate, score, set, tie: hash(`${ownKey}|${key}`), key }];
  });

  scored.sort((a, b) => b.score - a.score || a.tie - b.tie || a.key.localeCompare(b.key));
  const related = scored.filter((entry) => entry.score > 0).slice(0, suggestionLimits.max);
  const others = scored.filter((entry) => entry.score === 0).slice(0, Math.max(0, suggestionLimits.min - related.length));
  return [...related, ...others].map(({ artist: suggested, score, set }) => ({ artist: suggested, score, set }));
}
