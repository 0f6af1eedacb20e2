/**
 * The request gate on the calendar's combined filters and the lineup views: a slug or a known
 * value passes (to the route catalogue, then Next.js), anything else is the language's 404
 * before Next.js renders or caches anything; a capitalised venue is a redirect to its slug.
 */
import { describe, expect, it } from 'vitest';
import { inspectRequest } from '@/server/request-gate.mjs';
import { RouteCatalogue, type RouteCatalogueBody } from '@/server/route-catalogue.mjs';

describe('the request gate on list filters', () => {
  it.each([
    '/calendar?venue=club-lumen',
    '/calendar?category=music&venue=club-lumen&free=1&available=1',
    '/calendar/2027-09-24?available=1&free=',
    '/fr/calendrier?categorie=musique&lieu=club-lumen-fr&gratuit=1&disponible=1',
    '/artists?view=a-z',
    '/artists?view=by-category',
    '/fr/artistes?vue=par-jour',
  ])('passes %s', (url) => {
    expect(inspectRequest('GET', url).kind).toBe('pass');
  });

  it.each([
    ['/calendar?free=2', 'en'],
    ['/calendar?available=yes', 'en'],
    ['/calendar/2027-09-24?free=1&available=0', 'en'],
    ['/calendar?venue=%3Cscript%3E', 'en'],
    ['/calendar?venue=a.b', 'en'],
    ['/fr/calendrier?gratuit=oui', 'fr'],
    ['/fr/calendrier?lieu=x%2Fy', 'fr'],
    ['/artists?view=grid', 'en'],
    ['/artists?view=a-z&category=music', 'en'],
    ['/fr/artistes?vue=by-day', 'fr'],
  ])('answers %s with the %s 404', (url, locale) => {
    expect(inspectRequest('GET', url)).toEqual({ kind: 'not-found', locale });
  });

  it('redirects a capitalised venue to its lowercase slug, the other parameters kept', () => {
    expect(inspectRequest('GET', '/calendar?venue=Club-Lumen&free=1')).toEqual({ kind: 'redirect', status: 308, location: '/calendar?venue=club-lumen&free=1' });
  });
});

describe('the route catalogue on the venue filter', () => {
  const body: RouteCatalogueBody = {
    items: {},
    categories: { en: ['music'], fr: ['musique'] },
    days: { en: ['2027-09-24'], fr: ['2027-09-24'] },
    venues: { en: ['club-lumen'], fr: ['club-lumen-fr'] },
  };
  const page = (rest: string[], params: Array<[string, string]>, locale: 'en' | 'fr' = 'en') => ({ locale, section: 'calendar', rest, params });

  it('knows an unknown venue names nothing, in each language', async () => {
    const routes = new RouteCatalogue({ origin: () => 'http://self', headers: {}, fetch: async () => Response.json(body) });
    await routes.refresh();
    expect(routes.namesNothing(page([], [['venue', 'nowhere']]))).toBe(true);
    expect(routes.namesNothing(page(['2027-09-24'], [['venue', 'club-lumen-fr']]))).toBe(true);
    expect(routes.namesNothing(page([], [['venue', 'club-lumen'], ['free', '1']]))).toBe(false);
    expect(routes.namesNothing(page([], [['lieu', 'club-lumen-fr']], 'fr'))).toBe(false);
    expect(routes.namesNothing(page([], [['lieu', 'club-lumen']], 'fr'))).toBe(true);
    expect(routes.namesNothing(page([], [['venue', '']]))).toBe(false);
  });
});
