import { describe, expect, it } from 'vitest';
import { parseRevalidationBody } from '@/features/revalidation/parse-request';
import { hasValidSecret } from '@/features/revalidation/secret';

describe('revalidation body', () => {
  it.each([
    [{ paths: ['/event/opening-night', '/fr/evenement/soiree-d-ouverture'] }, { kind: 'paths', paths: ['/event/opening-night', '/fr/evenement/soiree-d-ouverture'] }],
    [{ tags: ['events:en', 'events:fr:soiree-d-ouverture'] }, { kind: 'tags', tags: ['events:en', 'events:fr:soiree-d-ouverture'] }],
    [{ postId: 42 }, { kind: 'post', postId: 42, content: null, slug: null, paths: [], tags: [] }],
    [{ postId: '42' }, { kind: 'post', postId: 42, content: null, slug: null, paths: [], tags: [] }],
    [{ contentType: 'event', slug: 'opening-night' }, { kind: 'post', postId: null, content: 'event', slug: 'opening-night', paths: [], tags: [] }],
    [{ contentType: 'menu' }, { kind: 'shell' }],
    [{ contentType: 'settings' }, { kind: 'shell' }],
    [{ contentType: 'category', slug: 'cinema' }, { kind: 'post', postId: null, content: 'about', slug: 'cinema', paths: [], tags: [] }],
    // Several senders' fields together: a hand-rolled plugin's id, type and (trashed) slug; the
    // On-Demand Revalidation plugin's id with paths.
    [{ postId: 7, contentType: 'event', slug: 'gone__trashed' }, { kind: 'post', postId: 7, content: 'event', slug: 'gone__trashed', paths: [], tags: [] }],
    [{ postId: 7, contentType: 'artist' }, { kind: 'post', postId: 7, content: 'artist', slug: null, paths: [], tags: [] }],
    [{ postId: 7, paths: ['/event/x'], tags: ['events:en'] }, { kind: 'post', postId: 7, content: null, slug: null, paths: ['/event/x'], tags: ['events:en'] }],
  ])('accepts %j', (body, expected) => {
    expect(parseRevalidationBody(body)).toEqual(expected);
  });

  it.each([
    [null, 'the body must be a JSON object'],
    [[], 'the body must be a JSON object'],
    [{}, 'unknown body'],
    [{ paths: [] }, 'non-empty array'],
    [{ paths: ['https://evil.example/x'] }, 'not a site-relative path'],
    [{ paths: ['//evil.example/x'] }, 'not a site-relative path'],
    [{ paths: ['/\\evil.example'] }, 'not a site-relative path'],
    [{ paths: ['relative/path'] }, 'not a site-relative path'],
    [{ paths: [42] }, 'not a site-relative path'],
    [{ tags: ['everything'] }, 'unknown tag'],
    [{ tags: ['events:de'] }, 'unknown tag'],
    [{ tags: ['events:en:<script>'] }, 'unknown tag'],
    [{ postId: -1 }, 'positive integer'],
    [{ postId: 'abc' }, 'positive integer'],
    [{ contentType: 'workshop', slug: 'x' }, 'must be one of'],
    [{ contentType: 'event' }, 'valid slug'],
    [{ contentType: 'event', slug: '../../etc' }, 'valid slug'],
    [{ postId: 7, paths: ['https://evil.example'] }, 'not a site-relative path'],
    [{ postId: 7, tags: ['everything'] }, 'unknown tag'],
    [{ postId: 7, contentType: 'event', slug: '<x>' }, 'valid slug'],
    [{ paths: Array.from({ length: 101 }, (_, i) => `/p${i}`) }, 'more than 100'],
    [{ paths: ['/../../etc/passwd'] }, 'not a site-relative path'],
    [{ paths: ['/event/..'] }, 'not a site-relative path'],
    [{ paths: ['/event/%2e%2e/x'] }, 'not a site-relative path'],
    [{ paths: ['/event/a%2fb'] }, 'not a site-relative path'],
    [{ paths: ['/event/%zz'] }, 'not a site-relative path'],
    [{ postId: 7, paths: ['/./event/x'] }, 'not a site-relative path'],
  ])('rejects %j with a one-line reason', (body, reason) => {
    const result = parseRevalidationBody(body);
    expect(typeof result).toBe('string');
    expect(result).toContain(reason);
    expect(result as string).not.toContain('\n');
  });
});

describe('revalidation body nested thousands deep', () => {
  it('is refused with one line (describing it must not overflow the stack)', () => {
    const depth = 5000;
    for (const key of ['paths', 'tags']) {
      const body = JSON.parse(`{"${key}":[${'['.repeat(depth)}${']'.repeat(depth)}]}`);
      const result = parseRevalidationBody(body);
      expect(result).toMatch(/^(not a site-relative path|unknown tag): an array$/);
    }
  });

  it('still accepts ordinary paths with a query', () => {
    expect(parseRevalidationBody({ paths: ['/calendar?category=music', '/fr/evenement/caf%C3%A9'] })).toMatchObject({ kind: 'paths' });
  });
});

describe('revalidation secret', () => {
  const secret = 's3cret-value';
  it.each([
    [{ authorization: `Bearer ${secret}` }, true],
    [{ 'x-wpgraphql-revalidate-secret': secret }, true],
    [{ 'x-revalidate-secret': secret }, true],
    [{ authorization: 'Bearer wrong' }, false],
    [{ authorization: secret }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(hasValidSecret(new Headers(headers), secret)).toBe(expected);
  });

  it('refuses everything when no secret is configured', () => {
    expect(hasValidSecret(new Headers({ authorization: 'Bearer ' }), undefined)).toBe(false);
    expect(hasValidSecret(new Headers({ 'x-revalidate-secret': '' }), '')).toBe(false);
  });
});
