import { describe, expect, it, vi } from 'vitest';
import { invalidateRouteCatalogue, RouteCatalogue, type RouteCatalogueBody } from '@/server/route-catalogue.mjs';

const body: RouteCatalogueBody = {
  items: { event: { en: ['opening-night', 'caf%c3%a9'], fr: ['soiree-d-ouverture'] }, artist: { en: ['mira-solenne'], fr: [] } },
  categories: { en: ['music'], fr: ['musique'] },
  days: { en: ['2027-09-23'], fr: ['2027-09-23'] },
};

function catalogue(answers: Array<number | 'throw'> = [200]) {
  let now = 1_000_000;
  const fetch = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer === 'throw') throw new Error('down');
    return new Response(answer === 200 ? JSON.stringify(body) : 'no', { status: answer });
  });
  const routes = new RouteCatalogue({ origin: () => 'http://self', headers: { 'x-internal': 't' }, maxAgeMs: 1000, settleMs: 10_000, fetch, now: () => now });
  return { routes, fetch, advance: (ms: number) => (now += ms) };
}

const page = (section: string, rest: string[], params: Array<[string, string]> = [], locale: 'en' | 'fr' = 'en') => ({ locale, section, rest, params });

describe('the route catalogue of the request gate', () => {
  it('knows what names nothing: slugs of each item section, /x/ics, categories, days', async () => {
    const { routes } = catalogue();
    await routes.refresh();
    expect(routes.namesNothing(page('event', ['invented-show']))).toBe(true);
    expect(routes.namesNothing(page('event', ['invented-show', 'ics']))).toBe(true);
    expect(routes.namesNothing(page('event', ['opening-night']))).toBe(false);
    expect(routes.namesNothing(page('event', ['opening-night', 'ics']))).toBe(false);
    expect(routes.namesNothing(page('event', ['café']))).toBe(false);
    expect(routes.namesNothing(page('event', ['opening-night'], [], 'fr'))).toBe(true);
    expect(routes.namesNothing(page('artist', ['nobody']))).toBe(true);
    expect(routes.namesNothing(page('calendar', [], [['category', 'nope']]))).toBe(true);
    expect(routes.namesNothing(page('calendar', [], [['category', 'music']]))).toBe(false);
    expect(routes.namesNothing(page('calendar', [], [['categorie', 'musique']], 'fr'))).toBe(false);
    expect(routes.namesNothing(page('calendar', ['2027-09-30']))).toBe(true);
    expect(routes.namesNothing(page('calendar', ['2027-09-23']))).toBe(false);
    expect(routes.namesNothing(page('calendar', ['category', 'music', '2027-09-30']))).toBe(true);
    expect(routes.namesNothing(page('artists', ['category', 'nope']))).toBe(true);
    // What it does not describe goes to Next.js.
    expect(routes.namesNothing(page('news', ['anything']))).toBe(false);
    expect(routes.namesNothing(page('calendar', []))).toBe(false);
  });

  it('is trusted for a second (5 s while being asked again), then the URL goes to Next.js', async () => {
    const { routes, fetch, advance } = catalogue();
    expect(routes.namesNothing(page('event', ['x']))).toBe(false); // none yet: asked
    await routes.refresh();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(routes.namesNothing(page('event', ['x']))).toBe(true);
    advance(1500);
    // Asked again at once; trusted while that answer is on its way.
    expect(routes.namesNothing(page('event', ['x']))).toBe(true);
    expect(routes.namesNothing(page('event', ['y']))).toBe(true);
    await routes.refresh();
    expect(fetch).toHaveBeenCalledTimes(2);
    advance(6000);
    expect(routes.namesNothing(page('event', ['x']))).toBe(false);
    await routes.refresh();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(routes.namesNothing(page('event', ['x']))).toBe(true);
  });

  it('asks nothing for a URL it holds, however old it is', async () => {
    const { routes, fetch, advance } = catalogue();
    await routes.refresh();
    advance(60_000);
    for (let i = 0; i < 5; i++) expect(routes.namesNothing(page('event', ['opening-night']))).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not trusted for a while after a webhook on this instance', async () => {
    const { routes, advance } = catalogue();
    routes.install();
    await routes.refresh();
    invalidateRouteCatalogue();
    await routes.refresh();
    expect(routes.namesNothing(page('event', ['x']))).toBe(false);
    advance(10_001);
    await routes.refresh();
    expect(routes.namesNothing(page('event', ['x']))).toBe(true);
  });

  it('keeps and trusts the last catalogue while it cannot be asked again (content server down)', async () => {
    const { routes, advance } = catalogue([200, 503]);
    await routes.refresh();
    advance(60_000);
    expect(routes.namesNothing(page('event', ['x']))).toBe(false);
    await routes.refresh();
    expect(routes.failing).toBe(true);
    expect(routes.namesNothing(page('event', ['x']))).toBe(true);
    expect(routes.namesNothing(page('event', ['opening-night']))).toBe(false);
  });

  it('answers for the last one whatever its age when asked about a page Next.js failed to render', async () => {
    const { routes, advance } = catalogue();
    await routes.refresh();
    advance(60_000);
    expect(routes.namesNothing(page('event', ['x']), { lastKnown: true })).toBe(true);
    expect(routes.namesNothing(page('event', ['opening-night']), { lastKnown: true })).toBe(false);
  });
});
