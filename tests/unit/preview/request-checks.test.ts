import { describe, expect, it } from 'vitest';
import { parsePreviewEntry } from '@/features/preview/entry-request';
import { exitReturnPath, safeReturnPath } from '@/features/preview/return-path';
import { isPreviewSecret } from '@/features/preview/secret';

describe('isPreviewSecret', () => {
  it('accepts exactly the configured secret', () => {
    expect(isPreviewSecret('s3cret-value', 's3cret-value')).toBe(true);
  });

  it('refuses a wrong, shorter, longer or missing secret, and any secret when none is configured', () => {
    for (const presented of ['s3cret-valuE', 's3cret', 's3cret-value-and-more', '', null, undefined]) {
      expect(isPreviewSecret(presented, 's3cret-value')).toBe(false);
    }
    expect(isPreviewSecret('anything', undefined)).toBe(false);
    expect(isPreviewSecret('', '')).toBe(false);
  });
});

describe('parsePreviewEntry', () => {
  const parse = (query: string) => parsePreviewEntry(new URLSearchParams(query));

  it('reads type, language and the WordPress post id', () => {
    expect(parse('type=event&id=42&lang=fr')).toEqual({ ok: true, entry: { type: 'event', locale: 'fr', ref: { id: 42 } } });
    expect(parse('type=news&id=7&slug=ignored&lang=en')).toEqual({ ok: true, entry: { type: 'news', locale: 'en', ref: { id: 7 } } });
  });

  it('takes venues, the type added last', () => {
    expect(parse('type=venue&slug=club-lumen&lang=en')).toEqual({ ok: true, entry: { type: 'venue', locale: 'en', ref: { slug: 'club-lumen' } } });
  });

  it('reads a slug, in the stored (encoded, lowercase) form', () => {
    expect(parse('type=page&slug=Draft-2028-Dates&lang=en')).toEqual({
      ok: true,
      entry: { type: 'page', locale: 'en', ref: { slug: 'draft-2028-dates' } },
    });
    expect(parse('type=artist&slug=%C3%A9t%C3%A9&lang=fr')).toMatchObject({ ok: true, entry: { ref: { slug: '%c3%a9t%c3%a9' } } });
  });

  it.each([
    ['type=workshop&id=1&lang=en', /type must be one of event, artist, news, page, venue/],
    ['type=category&id=1&lang=en', /type must be one of/],
    ['id=1&lang=en', /type must be/],
    ['type=event&id=1&lang=de', /lang must be en or fr/],
    ['type=event&id=1', /lang must be/],
    ['type=event&id=0&lang=en', /id must be/],
    ['type=event&id=-3&lang=en', /id must be/],
    ['type=event&id=1.5&lang=en', /id must be/],
    ['type=event&id=12345678901&lang=en', /id must be/],
    ['type=event&lang=en', /id .* or slug/],
    ['type=event&slug=&lang=en', /id .* or slug/],
    ['type=event&slug=%E0%A4%A&lang=en', /id .* or slug/],
    [`type=event&slug=${'x'.repeat(300)}&lang=en`, /id .* or slug/],
  ])('%s → 400 with a clear message', (query, message) => {
    const parsed = parse(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/fr/evenement/vernissage')).toBe('/fr/evenement/vernissage');
    expect(safeReturnPath('/calendar?category=music')).toBe('/calendar?category=music');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'evil', '/a\nb', '', null, undefined])(
    'refuses %j (no open redirect)',
    (path) => {
      expect(safeReturnPath(path)).toBeNull();
    },
  );

  // Each normalises (dot segments, `%2e` is a dot) to `//evil.example`: an open redirect if the
  // check only read the raw string.
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example', '/a/..//evil.example/x', '/./\\evil.example', '/.//evil.example?x=1#y'])(
    'refuses %j, which normalises to another site',
    (path) => {
      expect(safeReturnPath(path)).toBeNull();
      expect(exitReturnPath(path, null)).toBe('/');
    },
  );

  it('keeps a dot segment that stays on the site, normalised', () => {
    expect(safeReturnPath('/a/../calendar')).toBe('/calendar');
    expect(safeReturnPath('/fr/./calendrier')).toBe('/fr/calendrier');
  });

  it('goes back to ?path=, else to the page the exit link was followed from, else home', () => {
    expect(exitReturnPath('/fr/evenement/x?a=1', 'https://festival.example/calendar')).toBe('/fr/evenement/x?a=1');
    expect(exitReturnPath(null, 'https://festival.example/fr/evenement/x?a=1')).toBe('/fr/evenement/x?a=1');
    // Only the path of a referer is used: another site's page leads to this site's path.
    expect(exitReturnPath(null, 'https://evil.example/event/x')).toBe('/event/x');
    expect(exitReturnPath('//evil.example', null)).toBe('/');
    expect(exitReturnPath(null, 'https://festival.example/api/preview/exit')).toBe('/');
    expect(exitReturnPath(null, 'not a url')).toBe('/');
  });
});
