import { describe, expect, it } from 'vitest';
import { parseRevalidationBody } from '@/features/revalidation/parse-request';
import { hasValidSecret } from '@/features/revalidation/secret';

describe('revalidation body', () => {
  it.each([
    [{ paths: ['/event/opening-night', '/fr/evenement/soiree-d-ouverture'] }, { kind: 'paths', paths: ['/event/opening-night', '/fr/evenement/soiree-d-ouverture'] }],
    [{ tags: ['events:en', 'events:fr:soiree-d-ouverture'] }, { kind: 'tags', tags: ['events:en', 'events:fr:soiree-d-ouverture'] }],
    [{ postId: 42 }, { kind: 'postId', postId: 42 }],
    [{ postId: '42' }, { kind: 'postId', postId: 42 }],
    [{ contentType: 'event', slug: 'opening-night' }, { kind: 'content', content: 'event', slug: 'opening-night' }],
    [{ contentType: 'menu' }, { kind: 'content', content: 'menu', slug: null }],
    [{ contentType: 'category', slug: 'cinema' }, { kind: 'content', content: 'about', slug: 'cinema' }],
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
    [{ contentType: 'venue', slug: 'x' }, 'must be one of'],
    [{ contentType: 'event' }, 'valid slug'],
    [{ contentType: 'event', slug: '../../etc' }, 'valid slug'],
    [{ paths: Array.from({ length: 101 }, (_, i) => `/p${i}`) }, 'more than 100'],
  ])('rejects %j with a one-line reason', (body, reason) => {
    const result = parseRevalidationBody(body);
    expect(typeof result).toBe('string');
    expect(result).toContain(reason);
    expect(result as string).not.toContain('\n');
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
