/** Venues (post type `venue`): invented halls, clubs and parks in Montréal. */
import type { LanguageCode, VenueDetailsRecord, VenueRecord } from '../store/types';
import { LANGS, registerPost, type SeedContext } from './ids';
import { fr, frSlug, slugify, wallClock } from './text';
import { VENUES, type VenueDef } from './venues-data';

export { VENUES };

export type VenueKey = keyof typeof VENUES;
export const VENUE_KEYS = Object.keys(VENUES) as VenueKey[];

/** Whether the venue can be entered without steps (the events' "good to know" lists say so). */
export function isStepFree(v: VenueDef): boolean {
  return v.details ? v.details.access.stepFreeEntrance === 'yes' : v.stepFree === true;
}

/** The street as English writes it: no comma after the number. */
export function streetEn(v: VenueDef): string {
  return v.address.replace(/^(\d+),/, '$1');
}

/**
 * The venue's text: what it is and how many it holds. A venue without details gives its address
 * and access there, in sentences, as editors wrote them before the venue details existed.
 */
function venueContent(v: VenueDef, lang: LanguageCode): string {
  if (lang === 'EN') {
    const about = `<p>${v.about.EN} Room for ${v.capacity} people.</p>`;
    if (v.details) return about;
    const access = isStepFree(v) ? 'Step-free access from the street, accessible washroom.' : 'Access by stairs only; contact us to plan your visit.';
    return `${about}\n<p>Find us at ${streetEn(v)}, Montreal. ${access}</p>`;
  }
  const about = `<p>${v.about.FR} Jusqu’à ${v.capacity} personnes.</p>`;
  if (v.details) return about;
  const access = isStepFree(v) ? 'Accès de plain-pied depuis la rue, toilettes accessibles.' : 'Accès par escalier seulement ; écrivez-nous pour planifier votre visite.';
  return fr(`${about}\n<p>Nous sommes au ${v.address}, à Montréal. ${access}</p>`);
}

/** The address as each language writes it, the way a phone's map app finds it. */
function streetAddress(v: VenueDef, postalCode: string, lang: LanguageCode): string {
  return lang === 'EN' ? `${streetEn(v)}, Montréal, QC ${postalCode}` : `${v.address}, Montréal (Québec) ${postalCode}`;
}

function venueDetails(v: VenueDef, lang: LanguageCode): VenueDetailsRecord | undefined {
  const d = v.details;
  if (!d) return undefined;
  return {
    streetAddress: streetAddress(v, d.postalCode, lang),
    latitude: d.latitude,
    longitude: d.longitude,
    stepFreeEntrance: d.access.stepFreeEntrance ?? null,
    accessibleToilets: d.access.accessibleToilets ?? null,
    seating: d.access.seating ?? null,
    hearingLoop: d.access.hearingLoop ?? null,
    transit: lang === 'FR' ? fr(d.transit.FR) : d.transit.EN,
    gettingThere: lang === 'FR' ? fr(d.gettingThere.FR) : d.gettingThere.EN,
  };
}

export function buildVenues(ctx: SeedContext): VenueRecord[] {
  const out: VenueRecord[] = [];
  VENUE_KEYS.forEach((key, i) => {
    const v: VenueDef = VENUES[key];
    const en = slugify(v.name.EN);
    for (const lang of LANGS) {
      const slug = lang === 'EN' ? en : frSlug(en, v.name.FR);
      const title = lang === 'FR' ? fr(v.name.FR) : v.name.EN;
      const date = wallClock(2027, 4, 2 + i, 10, 0);
      out.push({
        databaseId: registerPost(ctx, 'venue', key, lang, slug, title),
        postType: 'venue',
        language: lang,
        translationGroup: `venue:${key}`,
        slug,
        title,
        content: venueContent(v, lang),
        status: 'publish',
        date,
        modified: wallClock(2027, 8, 1 + i, 9, 30),
        featuredImageId: null,
        categoryIds: [],
        ...(v.details ? { venueDetails: venueDetails(v, lang) } : {}),
      });
    }
  });
  return out;
}
