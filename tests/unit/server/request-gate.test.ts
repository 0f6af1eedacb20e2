import { describe, expect, it } from 'vitest';
import { inspectRequest } from '@/server/request-gate.mjs';

const pass = (url: string, locale = 'en') => expect.objectContaining({ kind: 'pass', url, locale });

describe('request gate: what passes to Next.js', () => {
  it.each([
    ['/', 'en'],
    ['/fr', 'fr'],
    ['/event/opening-night', 'en'],
    ['/event/opening-night/ics', 'en'],
    ['/fr/evenement/soiree-d-ouverture', 'fr'],
    ['/fr/evenement/caf%C3%A9-noir', 'fr'],
    ['/calendar?category=music', 'en'],
    ['/fr/calendrier?categorie=musique', 'fr'],
    ['/calendar?category=', 'en'],
    ['/calendar/category/music', 'en'],
    ['/search?q=%3Cscript%3E+%26+100%25', 'en'],
    ['/fr/recherche?q=caf%C3%A9', 'fr'],
    ['/event/x/', 'en'],
    ['/en/calendar', 'en'],
    ['/partners-and-sponsors', 'en'],
  ])('%s', (url, locale) => {
    expect(inspectRequest('GET', url)).toEqual(pass(url, locale));
  });

  it('lets files, assets and API routes through with their methods', () => {
    expect(inspectRequest('GET', '/sitemap.xml')).toMatchObject({ kind: 'pass', pathKind: 'file' });
    // public/ folders (the app's icons) and files a route serves under a section (the calendar feed).
    expect(inspectRequest('GET', '/icons/icon-192.png')).toMatchObject({ kind: 'pass', pathKind: 'file' });
    expect(inspectRequest('GET', '/fr/mon-horaire/feed/2n.3f.ics')).toMatchObject({ kind: 'pass', pathKind: 'file' });
    // Feeds and schedule files: their 404 (an unknown category) is the page of their language.
    expect(inspectRequest('GET', '/fr/calendrier/feed/nope.ics')).toMatchObject({ kind: 'pass', pathKind: 'file', locale: 'fr' });
    expect(inspectRequest('GET', '/fr/schedule.xml')).toMatchObject({ kind: 'pass', pathKind: 'file', locale: 'fr' });
    expect(inspectRequest('GET', '/calendar/feed/nope.ics')).toMatchObject({ kind: 'pass', pathKind: 'file', locale: 'en' });
    expect(inspectRequest('POST', '/my-schedule/feed/2n.ics')).toMatchObject({ kind: 'refuse', status: 405 });
    expect(inspectRequest('HEAD', '/_next/static/chunks/app.js')).toMatchObject({ kind: 'pass', pathKind: 'asset' });
    expect(inspectRequest('POST', '/api/revalidate')).toMatchObject({ kind: 'pass', pathKind: 'api' });
    expect(inspectRequest('OPTIONS', '/api/search?q=a&lang=en')).toMatchObject({ kind: 'pass', pathKind: 'api' });
  });

  it('reduces an absolute-form target to its path', () => {
    expect(inspectRequest('GET', 'http://festival.example/calendar?x=1')).toEqual(pass('/calendar?x=1'));
  });
});

describe('request gate: malformed requests (400, 414)', () => {
  it.each([
    ['/event/%zz', 'malformed percent-encoding in the path'],
    ['/event/%', 'malformed percent-encoding in the path'],
    ['/event/x%ff', 'malformed percent-encoding in the path'],
    ['/%C0%AF', 'malformed percent-encoding in the path'],
    ['/_next/static/%zz', 'malformed percent-encoding in the path'],
    ['/api/search/%zz', 'malformed percent-encoding in the path'],
    ['/event/a%00b', 'a control character in the path'],
    ['/event/x%0d%0aSet-Cookie:%20a=1', 'a control character in the path'],
    ['/event/..%2f..%2fetc%2fpasswd', 'an encoded slash in the path'],
    ['/event/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'an encoded slash in the path'],
    ['/event/a%5cb', 'an encoded slash in the path'],
    ['/event/%2e%2e', 'a dot segment in the path'],
    ['/event/../calendar', 'a dot segment in the path'],
    ['/event\\x', 'a backslash in the path'],
    ['/calendar?category=%25zz', undefined],
    ['/calendar?category=%zz', 'malformed percent-encoding in the query'],
    ['/api/search?q=%E0%A4%A&lang=en', 'malformed percent-encoding in the query'],
    ['/search?q=a%00', 'a control character in the query'],
    ['*', 'the request target is not a path'],
  ])('%s', (url, message) => {
    const decision = inspectRequest('GET', url);
    if (message === undefined) return expect(decision.kind).not.toBe('refuse');
    expect(decision).toEqual({ kind: 'refuse', status: 400, message });
  });

  it('refuses an over-long URL with 414', () => {
    expect(inspectRequest('GET', `/search?q=${'a'.repeat(9000)}`)).toMatchObject({ kind: 'refuse', status: 414 });
    expect(inspectRequest('GET', `/fr/evenement/${'a'.repeat(10000)}`)).toMatchObject({ kind: 'refuse', status: 414 });
  });
});

describe('request gate: methods (405 with Allow)', () => {
  it.each([
    ['TRACE', '/api/search', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ['CONNECT', '/api/health', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ['TRACE', '/', 'GET, HEAD'],
    ['POST', '/event/x', 'GET, HEAD'],
    ['DELETE', '/calendar', 'GET, HEAD'],
    ['POST', '/_next/static/chunks/app.js', 'GET, HEAD'],
    ['PUT', '/_next/static/chunks/app.js', 'GET, HEAD'],
    ['DELETE', '/_next/static/chunks/app.js', 'GET, HEAD'],
    ['OPTIONS', '/_next/static/chunks/app.js', 'GET, HEAD'],
    ['PUT', '/sitemap.xml', 'GET, HEAD'],
  ])('%s %s', (method, url, allow) => {
    expect(inspectRequest(method, url)).toMatchObject({ kind: 'refuse', status: 405, allow });
  });
});

describe("request gate: paths that name nothing are the language's 404 page", () => {
  it.each([
    ['/no/such/path', 'en'],
    ['/fr/rien-du-tout', 'fr'],
    ['/fr/event/anything', 'fr'],
    ['/event/%3Cscript%3Ealert(1)', 'en'],
    ['/event/%3Csvg%20onload=alert(1)%3E', 'en'],
    [`/event/${'a'.repeat(201)}`, 'en'],
    [`/fr/evenement/${'a'.repeat(5000)}`, 'fr'],
    ['/event/opening%20night', 'en'],
    ['/event/a/b/c/d', 'en'],
    ['/event/%252e%252e%252f', 'en'],
    ['/artist/%F0%9F%8E%B5%3Cb', 'en'],
    ['/calendar?category=%3Cscript%3E', 'en'],
    ['/fr/artistes?categorie=%25', 'fr'],
    ['/page-not-found', 'en'],
    ['/fr/page-not-found', 'fr'],
    ['/en/%3Cb%3E', 'en'],
  ])('%s', (url, locale) => {
    expect(inspectRequest('GET', url)).toEqual({ kind: 'not-found', locale });
  });

  it('a slug of unicode characters is well formed (WordPress encodes them): Next.js decides', () => {
    expect(inspectRequest('GET', '/artist/%F0%9F%8E%B5')).toMatchObject({ kind: 'pass' });
    expect(inspectRequest('GET', '/fr/artiste/h%C3%A9l%C3%A8ne')).toMatchObject({ kind: 'pass', locale: 'fr' });
  });

  it("lets the gate's own request for the 404 page through", () => {
    expect(inspectRequest('GET', '/fr/page-not-found', { allowNotFoundPage: true })).toEqual(pass('/fr/page-not-found', 'fr'));
  });
});

describe('request gate: capital letters in a slug are a 308 to its lowercase spelling', () => {
  it.each([
    ['/event/OPENING-NIGHT', '/event/opening-night'],
    ['/event/Opening-Night/ics', '/event/opening-night/ics'],
    ['/event/opening-night/ICS', '/event/opening-night/ics'],
    ['/fr/evenement/Soiree-D-Ouverture', '/fr/evenement/soiree-d-ouverture'],
    ['/artist/Mira-Solenne', '/artist/mira-solenne'],
    ['/fr/artiste/MIRA-SOLENNE-FR', '/fr/artiste/mira-solenne-fr'],
    ['/news/Big-News?utm=X', '/news/big-news?utm=X'],
    ['/page/ABOUT', '/page/about'],
    ['/fr/a-propos/Histoire', '/fr/a-propos/histoire'],
    ['/calendar/category/MUSIC', '/calendar/category/music'],
    // Only ASCII letters are folded (as WordPress's sanitize_title); the result is encoded once.
    ['/fr/evenement/Caf%C3%A9', '/fr/evenement/caf%C3%A9'],
    // `%4F` is an encoded capital O: folded too, so the redirect never points at itself.
    ['/event/%4Fpening', '/event/opening'],
    ['/calendar?category=Music&x=1', '/calendar?category=music&x=1'],
    ['/fr/artistes?categorie=MUSIQUE', '/fr/artistes?categorie=musique'],
  ])('%s → %s', (url, location) => {
    expect(inspectRequest('GET', url)).toEqual({ kind: 'redirect', status: 308, location });
    // The redirect's target passes as it is.
    expect(inspectRequest('GET', location)).toMatchObject({ kind: 'pass' });
  });

  it('leaves other query values, sections and files alone', () => {
    expect(inspectRequest('GET', '/search?q=Opening')).toMatchObject({ kind: 'pass' });
    expect(inspectRequest('GET', '/event/x?ref=ABC')).toMatchObject({ kind: 'pass' });
    expect(inspectRequest('GET', '/EVENT/x')).toMatchObject({ kind: 'not-found' });
    expect(inspectRequest('GET', '/icons/Icon.png')).toMatchObject({ kind: 'pass' });
  });
});
