/**
 * The calendar's combined filters and the lineup views in the URL: every combination, in both
 * languages, with and without a day, in any parameter order, reaches the one internal path that
 * renders exactly it (Next's own rewrite matcher); the route reads the same filters back.
 */
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { type CalendarFilters, calendarFilterHref, filtersFromSegments, filterSegments, matchesFilters, translateFilters } from '@/features/filters/calendar-filters';
import { lineupViewHref } from '@/features/filters/lineup';
import { localeRewrites } from '@/i18n/rewrites.mjs';
import type { Event } from '@/queries/types';

function rewrite(url: string): string | null {
  const parsed = new URL(url, 'http://localhost');
  const query = Object.fromEntries(parsed.searchParams);
  for (const rule of localeRewrites()) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(parsed.pathname);
    if (!params) continue;
    const hasParams = rule.has ? matchHas({ headers: {} } as never, query, rule.has) : {};
    if (!hasParams) continue;
    return prepareDestination({ destination: rule.destination, params: { ...params, ...hasParams }, query, appendParamsToQuery: false }).parsedDestination.pathname;
  }
  return null;
}

const slugs = { en: { category: 'music', venue: 'club-lumen' }, fr: { category: 'musique', venue: 'club-lumen-fr' } } as const;

function everyCombination(locale: 'en' | 'fr'): CalendarFilters[] {
  const all: CalendarFilters[] = [];
  for (const category of [null, slugs[locale].category])
    for (const venue of [null, slugs[locale].venue])
      for (const free of [false, true]) for (const available of [false, true]) all.push({ category, venue, free, available });
  return all;
}

describe('calendar filter URLs', () => {
  it.each(['en', 'fr'] as const)('every combination, with and without a day, renders its own internal path (%s)', (locale) => {
    for (const day of [null, '2027-09-24']) {
      for (const filters of everyCombination(locale)) {
        const internal = rewrite(calendarFilterHref(locale, day, filters));
        const daySuffix = day ? `/${day}` : '';
        const onlyCategory = filters.category && !filters.venue && !filters.free && !filters.available;
        if (!filters.category && !filters.venue && !filters.free && !filters.available) expect(internal).toBe(`/${locale}/calendar${daySuffix}`);
        else if (onlyCategory) expect(internal).toBe(`/${locale}/calendar/category/${filters.category}${daySuffix}`);
        else {
          const { category, venue, flags } = filterSegments(filters);
          expect(internal).toBe(`/${locale}/calendar/filter/${category}/${venue}/${flags}${daySuffix}`);
          const [, , , , categorySegment, venueSegment, flagsSegment] = internal!.split('/');
          expect(filtersFromSegments({ category: categorySegment, venue: venueSegment, flags: flagsSegment })).toEqual(filters);
        }
      }
    }
  });

  it('uses the language’s parameter names, in one order, whatever order a form or a visitor used', () => {
    const filters: CalendarFilters = { category: 'musique', venue: 'club-lumen-fr', free: true, available: true };
    expect(calendarFilterHref('fr', '2027-09-24', filters)).toBe('/fr/calendrier/2027-09-24?categorie=musique&lieu=club-lumen-fr&gratuit=1&disponible=1');
    expect(calendarFilterHref('en', null, { category: null, venue: 'club-lumen', free: false, available: true }, 'events')).toBe('/calendar?venue=club-lumen&available=1#events');
    expect(rewrite('/fr/calendrier?disponible=1&lieu=club-lumen-fr&gratuit=1')).toBe('/fr/calendar/filter/~/club-lumen-fr/free-available');
    // An empty value (an unticked form field, "All venues") is no filter.
    expect(rewrite('/calendar?category=music&venue=&free=&available=1')).toBe('/en/calendar/filter/music/~/available');
    expect(rewrite('/calendar?category=music&venue=')).toBe('/en/calendar/category/music');
  });

  it('reads back only the known flag segments', () => {
    expect(filtersFromSegments({ category: '~', venue: '~', flags: 'free' })).toEqual({ category: null, venue: null, free: true, available: false });
    expect(filtersFromSegments({ category: 'music', venue: '~', flags: 'gratis' })).toBeNull();
  });

  it('translates the filters for the language switch, or says there is no such page', () => {
    const category = { id: 'c', slug: 'music', name: 'Music', image: null, translationSlug: 'musique' };
    const venue = { slug: 'club-lumen', title: 'Club Lumen', translationSlug: 'club-lumen-fr' };
    const filters: CalendarFilters = { category: 'music', venue: 'club-lumen', free: true, available: false };
    expect(translateFilters(filters, category, venue)).toEqual({ category: 'musique', venue: 'club-lumen-fr', free: true, available: false });
    expect(translateFilters(filters, category, { ...venue, translationSlug: null })).toBeNull();
    expect(translateFilters(filters, { ...category, translationSlug: null }, venue)).toBeNull();
  });

  it('matches an event only when every filter holds', () => {
    const event = (buttonState: string, venue = 'club-lumen', category = 'music') =>
      ({ buttonState, venue: { id: 'v', title: 'V', slug: venue }, categories: [{ id: 'c', slug: category, name: '', image: null }] }) as unknown as Event;
    const filters = (changed: Partial<CalendarFilters>): CalendarFilters => ({ category: null, venue: null, free: false, available: false, ...changed });
    expect(matchesFilters(event('free'), filters({ free: true, available: true, venue: 'club-lumen', category: 'music' }))).toBe(true);
    expect(matchesFilters(event('on_sale'), filters({ free: true }))).toBe(false);
    for (const state of ['sold_out', 'cancelled', 'postponed']) expect(matchesFilters(event(state), filters({ available: true }))).toBe(false);
    expect(matchesFilters(event('few_left'), filters({ available: true }))).toBe(true);
    expect(matchesFilters(event('on_sale', 'salle-mirabelle'), filters({ venue: 'club-lumen' }))).toBe(false);
    expect(matchesFilters(event('on_sale', 'club-lumen', 'film'), filters({ category: 'music' }))).toBe(false);
  });
});

describe('lineup view URLs', () => {
  it.each([
    ['en', 'a-z', '/artists?view=a-z', '/en/artists/view/a-z'],
    ['en', 'by-day', '/artists?view=by-day', '/en/artists/view/by-day'],
    ['fr', 'by-day', '/fr/artistes?vue=par-jour', '/fr/artists/view/by-day'],
    ['fr', 'by-category', '/fr/artistes?vue=par-categorie', '/fr/artists/view/by-category'],
    ['fr', 'cards', '/fr/artistes', '/fr/artists'],
  ] as const)('%s %s is %s, rendered at %s', (locale, view, href, internal) => {
    expect(lineupViewHref(locale, view)).toBe(href);
    expect(rewrite(href)).toBe(internal);
  });
});
