import { describe, expect, it } from 'vitest';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { localeRedirects, localeRewrites } from '@/i18n/rewrites.mjs';
import { sectionPath, sections, type Section } from '@/i18n/routes';

type Query = Record<string, string>;

/**
 * Resolves a public URL the way Next.js applies `afterFiles` rewrites (first matching rule wins,
 * with Next's own path matcher and `has` conditions): the internal path that renders it.
 */
function rewrite(url: string): string | null {
  const parsed = new URL(url, 'http://localhost');
  const query: Query = Object.fromEntries(parsed.searchParams);
  for (const rule of localeRewrites()) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(parsed.pathname);
    if (!params) continue;
    const hasParams = rule.has ? matchHas({ headers: {} } as never, query, rule.has) : {};
    if (!hasParams) continue;
    const { parsedDestination } = prepareDestination({
      destination: rule.destination,
      params: { ...params, ...hasParams },
      query,
      appendParamsToQuery: false,
    });
    return parsedDestination.pathname;
  }
  return null;
}

function redirect(pathname: string): string | null {
  for (const rule of localeRedirects()) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(pathname);
    if (params) return prepareDestination({ destination: rule.destination, params, query: {}, appendParamsToQuery: false }).parsedDestination.pathname;
  }
  return null;
}

describe('locale rewrites (public URL → app/[locale] path)', () => {
  it.each([
    ['/', '/en'],
    ['/fr', '/fr'],
    ['/event/opening-night', '/en/event/opening-night'],
    ['/event/opening-night/ics', '/en/event/opening-night/ics'],
    ['/fr/evenement/soiree-d-ouverture', '/fr/event/soiree-d-ouverture'],
    ['/fr/evenement/soiree-d-ouverture/ics', '/fr/event/soiree-d-ouverture/ics'],
    ['/fr/partenaires-et-commanditaires', '/fr/partners-and-sponsors'],
    ['/fr/a-propos/cinema', '/fr/about/cinema'],
    ['/fr/page/benevoles', '/fr/page/benevoles'],
    ['/fr/contact', '/fr/contact'],
    ['/calendar', '/en/calendar'],
    ['/fr/recherche', '/fr/search'],
  ])('%s renders %s', (url, internal) => {
    expect(rewrite(url)).toBe(internal);
  });

  it('maps every section of the route table in both languages', () => {
    for (const section of Object.keys(sections) as Section[]) {
      expect(rewrite(sectionPath('en', section, 'x'))).toBe(`/en/${sections[section].en}/x`);
      expect(rewrite(sectionPath('fr', section, 'x'))).toBe(`/fr/${sections[section].en}/x`);
      expect(rewrite(sectionPath('fr', section))).toBe(`/fr/${sections[section].en}`);
    }
  });

  it('sends a category filter to the pre-rendered filtered list, in each language with its own parameter', () => {
    expect(rewrite('/calendar?category=film')).toBe('/en/calendar/category/film');
    expect(rewrite('/artists?category=music')).toBe('/en/artists/category/music');
    expect(rewrite('/fr/calendrier?categorie=film-fr')).toBe('/fr/calendar/category/film-fr');
    expect(rewrite('/fr/artistes?categorie=musique')).toBe('/fr/artists/category/musique');
    // The other language's parameter, an empty filter or another list: the plain page.
    expect(rewrite('/fr/calendrier?category=film')).toBe('/fr/calendar');
    expect(rewrite('/calendar?category=')).toBe('/en/calendar');
    expect(rewrite('/news?category=film')).toBe('/en/news');
  });

  it('renders paths that belong to no section of their language as that language’s 404 (the catch-all route)', () => {
    // English segments under /fr are not French URLs.
    expect(rewrite('/fr/event/x')).toBe('/fr/_not-found');
    expect(rewrite('/fr/calendar')).toBe('/fr/_not-found');
    expect(rewrite('/fr/nope/deeper')).toBe('/fr/_not-found');
    // French segments and unknown ones without the prefix are English 404s.
    expect(rewrite('/evenement/x')).toBe('/en/evenement/x');
    expect(rewrite('/nope')).toBe('/en/nope');
    expect(rewrite('/fr-ca/x')).toBe('/en/fr-ca/x');
  });
});

describe('locale redirects', () => {
  it('sends /en and /en/... to the unprefixed English URL', () => {
    expect(redirect('/en')).toBe('/');
    expect(redirect('/en/event/x')).toBe('/event/x');
    expect(redirect('/event/x')).toBeNull();
    expect(redirect('/enx')).toBeNull();
    expect(localeRedirects().every((r) => r.permanent)).toBe(true);
  });
});

describe('the schedule’s URLs', () => {
  it('serves a festival day of the calendar, alone or with a category, in both languages', () => {
    expect(rewrite('/calendar/2027-09-23')).toBe('/en/calendar/2027-09-23');
    expect(rewrite('/fr/calendrier/2027-09-23')).toBe('/fr/calendar/2027-09-23');
    expect(rewrite('/calendar/2027-09-23?category=music')).toBe('/en/calendar/category/music/2027-09-23');
    expect(rewrite('/fr/calendrier/2027-09-23?categorie=musique')).toBe('/fr/calendar/category/musique/2027-09-23');
    // Only a date takes the day-and-category rule; anything else is left to the app (a 404).
    expect(rewrite('/calendar/tomorrow?category=music')).toBe('/en/calendar/tomorrow');
  });

  it('serves My schedule and its feed under the language’s segment', () => {
    expect(rewrite('/my-schedule')).toBe('/en/my-schedule');
    expect(rewrite('/fr/mon-horaire')).toBe('/fr/my-schedule');
    expect(rewrite('/fr/mon-horaire/feed/2n.3f.ics')).toBe('/fr/my-schedule/feed/2n.3f.ics');
    expect(rewrite('/fr/my-schedule')).toBe('/fr/_not-found');
  });
});
