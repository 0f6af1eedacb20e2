import { describe, expect, it } from 'vitest';
import { parsePublicPath, parseSegments, readPathLanguage } from '@/i18n/public-path.mjs';
import { type Section, sectionPath, sections } from '@/i18n/routes';

/** The one reading of a public path (i18n/public-path.mjs): gate, webhook plan, CDN and menus use it. */
describe('parsePublicPath', () => {
  it.each(Object.keys(sections) as Section[])('reads the %s section in both languages', (section) => {
    expect(parsePublicPath(sectionPath('en', section))).toMatchObject({ locale: 'en', prefix: null, section, rest: [], slug: null });
    expect(parsePublicPath(sectionPath('fr', section))).toMatchObject({ locale: 'fr', prefix: 'fr', section, rest: [], slug: null });
  });

  it('reads the home page of each language', () => {
    expect(parsePublicPath('/')).toMatchObject({ locale: 'en', section: null, rest: [] });
    expect(parsePublicPath('/fr')).toMatchObject({ locale: 'fr', section: null, rest: [] });
    expect(parsePublicPath('/fr/')).toMatchObject({ locale: 'fr', section: null });
  });

  it("reads an item's slug and what follows it", () => {
    expect(parsePublicPath('/event/opening-night')).toMatchObject({ section: 'event', slug: 'opening-night', tail: [], day: null, category: null });
    expect(parsePublicPath('/fr/evenement/soiree/ics')).toMatchObject({ locale: 'fr', section: 'event', slug: 'soiree', tail: ['ics'] });
    expect(parsePublicPath('/fr/a-propos/cinema')).toMatchObject({ locale: 'fr', section: 'about', slug: 'cinema' });
  });

  it('reads festival days of the day lists, alone and with a category', () => {
    expect(parsePublicPath('/calendar/2027-09-23')).toMatchObject({ section: 'calendar', day: '2027-09-23', slug: null, category: null });
    expect(parsePublicPath('/fr/calendrier/2027-09-23?categorie=musique')).toMatchObject({ locale: 'fr', day: '2027-09-23', category: 'musique', slug: null });
    expect(parsePublicPath('/calendar/category/music/2027-09-23')).toMatchObject({ day: '2027-09-23', category: 'music', slug: null });
  });

  it('reads a day only where it is a calendar date of a day list', () => {
    expect(parsePublicPath('/calendar/2027-02-31')).toMatchObject({ day: null, slug: '2027-02-31' });
    expect(parsePublicPath('/artists/2027-09-23')).toMatchObject({ day: null, slug: '2027-09-23' });
  });

  it("reads the category filter in the language's own parameter, or the internal path", () => {
    expect(parsePublicPath('/calendar?category=music')).toMatchObject({ section: 'calendar', category: 'music', slug: null });
    expect(parsePublicPath('/fr/artistes?categorie=musique')).toMatchObject({ section: 'artists', category: 'musique' });
    expect(parsePublicPath('/fr/artistes?category=music')).toMatchObject({ category: null });
    expect(parsePublicPath('/calendar?category=')).toMatchObject({ category: null });
    expect(parsePublicPath('/artists/category/music')).toMatchObject({ category: 'music', slug: null });
    // A list without a filter has no category, and `category` is then a slug like any other.
    expect(parsePublicPath('/news?category=music')).toMatchObject({ category: null });
    expect(parsePublicPath('/about/category')).toMatchObject({ slug: 'category', category: null });
  });

  it('returns null for a first segment that is no section of its language', () => {
    expect(parsePublicPath('/nowhere')).toBeNull();
    expect(parsePublicPath('/evenement/x')).toBeNull();
    expect(parsePublicPath('/fr/event/x')).toBeNull();
    expect(parsePublicPath('/page-not-found')).toBeNull();
    expect(parsePublicPath('/de/event/x')).toBeNull();
  });

  it('reads the redundant English prefix as English, saying it was written', () => {
    expect(parsePublicPath('/en/calendar')).toMatchObject({ locale: 'en', prefix: 'en', section: 'calendar' });
  });

  it('decodes segments and query values; malformed encoding is null', () => {
    expect(parsePublicPath('/event/caf%C3%A9')).toMatchObject({ slug: 'café' });
    expect(parsePublicPath('/calendar?category=arts%20visuels')).toMatchObject({ category: 'arts visuels' });
    expect(parsePublicPath('/calendar?category=arts+visuels')).toMatchObject({ category: 'arts visuels' });
    expect(parsePublicPath('/fr/%C3%A0-propos')).toBeNull();
    expect(parsePublicPath('/event/%E0%A4%A')).toBeNull();
    expect(parsePublicPath('/event/%ff')).toBeNull();
  });

  it('keeps capitalised slugs and categories as written (the gate redirects them to lowercase)', () => {
    expect(parsePublicPath('/event/OPENING-Night')).toMatchObject({ slug: 'OPENING-Night' });
    expect(parsePublicPath('/calendar?category=Music')).toMatchObject({ category: 'Music' });
    expect(parsePublicPath('/EVENT/x')).toBeNull();
  });

  it('ignores a fragment and repeated slashes', () => {
    expect(parsePublicPath('/news//first-wave/#top')).toMatchObject({ section: 'news', slug: 'first-wave', tail: [] });
  });
});

describe('parseSegments (decoded segments, as the request gate has them)', () => {
  it('reads the same as parsePublicPath', () => {
    expect(parseSegments(['fr', 'calendrier', '2027-09-23'], [['categorie', 'musique']])).toEqual(parsePublicPath('/fr/calendrier/2027-09-23?categorie=musique'));
    expect(parseSegments([])).toMatchObject({ locale: 'en', section: null });
  });
});

describe('readPathLanguage (any path, whether or not it names a page)', () => {
  it('reads the language and the decoded segments after its prefix', () => {
    expect(readPathLanguage('/fr/events/x?y=1#z')).toEqual({ locale: 'fr', prefix: 'fr', segments: ['events', 'x'] });
    expect(readPathLanguage('/fr')).toEqual({ locale: 'fr', prefix: 'fr', segments: [] });
    expect(readPathLanguage('/en/nowhere')).toEqual({ locale: 'en', prefix: 'en', segments: ['nowhere'] });
    expect(readPathLanguage('/fraction/caf%C3%A9')).toEqual({ locale: 'en', prefix: null, segments: ['fraction', 'café'] });
  });

  it('returns null for malformed encoding', () => {
    expect(readPathLanguage('/fr/%E0%A4%A')).toBeNull();
  });
});
