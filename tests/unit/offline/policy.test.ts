import { describe, expect, it } from 'vitest';
import {
  forbidsStorage,
  isKeptPageUrl,
  keptPageKey,
  isNetworkOnlyPath,
  isRscRequest,
  isStorableImage,
  isStorablePage,
  localeOfPath,
  offlinePagePath,
  previewTransition,
} from '@/service-worker/policy';

function response(status: number, headers: Record<string, string>, type: ResponseType = 'basic'): Response {
  const r = new Response('<html></html>', { status, headers });
  // Response.type is 'default' for constructed responses: pose as a fetched one.
  Object.defineProperty(r, 'type', { value: type });
  return r;
}

const html = { 'content-type': 'text/html; charset=utf-8' };

describe('what the service worker keeps', () => {
  it('never answers the API, Next data or itself', () => {
    for (const path of ['/api/search', '/api/revalidate', '/api/preview', '/api/preview/exit', '/api/offline-programme', '/sw.js', '/_next/data/x.json']) {
      expect(isNetworkOnlyPath(path), path).toBe(true);
    }
    for (const path of ['/', '/fr', '/event/x', '/fr/evenement/x', '/offline', '/apiary']) expect(isNetworkOnlyPath(path), path).toBe(false);
  });

  it('reads a page with the search panel’s term from the page without it (Back to a search made offline)', () => {
    const origin = 'https://festival.example';
    const key = (path: string) => {
      const url = keptPageKey(new URL(path, origin));
      return `${url.pathname}${url.search}`;
    };
    expect(key('/?q=mira+solene')).toBe('/');
    expect(key('/fr/calendrier?categorie=musique&q=lumen')).toBe('/fr/calendrier?categorie=musique');
    expect(key('/artist/mira-solenne')).toBe('/artist/mira-solenne');
    // The search page's term is what it shows.
    expect(key('/search?q=jazz')).toBe('/search?q=jazz');
    expect(key('/fr/recherche?q=jazz')).toBe('/fr/recherche?q=jazz');
  });

  it('keeps each page under its one URL: no search, query-string or case variants', () => {
    const origin = 'https://festival.example';
    for (const path of ['/', '/fr', '/event/opening-night', '/fr/evenement/caf%C3%A9', '/calendar?category=music', '/fr/calendrier?categorie=musique', '/calendar/2027-09-23']) {
      expect(isKeptPageUrl(new URL(path, origin)), path).toBe(true);
    }
    for (const path of ['/search?q=jazz', '/fr/recherche?q=jazz', '/search', '/event/opening-night?utm_source=x', '/event/OPENING-NIGHT', '/Event/opening-night', '/event/opening-night/', '/calendar?category=music&x=1', '/calendar?categorie=musique', '/calendar?category=MUSIC']) {
      expect(isKeptPageUrl(new URL(path, origin)), path).toBe(false);
    }
  });

  it('sees preview sessions start and end', () => {
    expect(previewTransition('/api/preview')).toBe('enter');
    expect(previewTransition('/api/preview/exit')).toBe('exit');
    expect(previewTransition('/api/search')).toBeNull();
  });

  it('keeps no RSC payload', () => {
    const url = new URL('http://x/event/a?_rsc=1');
    expect(isRscRequest(new Request(url), url)).toBe(true);
    const plain = new URL('http://x/event/a');
    expect(isRscRequest(new Request(plain, { headers: { RSC: '1' } }), plain)).toBe(true);
    expect(isRscRequest(new Request(plain), plain)).toBe(false);
  });

  it('honours private and no-store, whatever their case and position', () => {
    expect(forbidsStorage('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(true);
    expect(forbidsStorage('public, s-maxage=60, No-Store')).toBe(true);
    expect(forbidsStorage('Private')).toBe(true);
    expect(forbidsStorage('s-maxage=300, stale-while-revalidate=31535700')).toBe(false);
    expect(forbidsStorage('public, max-age=31536000, immutable')).toBe(false);
    expect(forbidsStorage(null)).toBe(false);
  });

  it('keeps a page only as a 200 HTML answer of this site that allows storage', () => {
    expect(isStorablePage(response(200, { ...html, 'cache-control': 's-maxage=300' }))).toBe(true);
    // Draft Mode, 404s and dynamic pages are private/no-store.
    expect(isStorablePage(response(200, { ...html, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(false);
    expect(isStorablePage(response(404, html))).toBe(false);
    expect(isStorablePage(response(500, html))).toBe(false);
    expect(isStorablePage(response(200, { 'content-type': 'application/json' }))).toBe(false);
    expect(isStorablePage(response(200, html, 'opaque'))).toBe(false);
  });

  it('keeps readable images only (an opaque copy counts as megabytes of quota)', () => {
    expect(isStorableImage(response(200, { 'content-type': 'image/webp' }, 'cors'))).toBe(true);
    expect(isStorableImage(response(200, { 'content-type': 'image/png' }))).toBe(true);
    expect(isStorableImage(response(200, {}, 'opaque'))).toBe(false);
    expect(isStorableImage(response(200, { 'cache-control': 'no-store' }, 'cors'))).toBe(false);
    expect(isStorableImage(response(404, {}, 'cors'))).toBe(false);
  });

  it('answers a page it cannot reach in the page’s language, from the route table', () => {
    expect(localeOfPath('/fr/evenement/x')).toBe('fr');
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/event/x')).toBe('en');
    expect(localeOfPath('/fraction')).toBe('en');
    expect(localeOfPath('/fr/nowhere-at-all')).toBe('fr');
    expect(offlinePagePath('en')).toBe('/offline');
    expect(offlinePagePath('fr')).toBe('/fr/hors-ligne');
  });
});
