/**
 * The search route when no index can be had (a fresh process, the content server unreachable):
 * 502, never cached, with the site's message in the language; the content server's address and
 * error text go to the log only.
 */
import { expect, it, vi } from 'vitest';

process.env.CMS_GRAPHQL_URL = 'http://127.0.0.1:9/graphql/';
const { GET } = await import('@/app/api/search/route');
const { fr } = await import('@/i18n/dictionaries/fr');

it('answers 502 with the site’s words, not cached, the detail in the log only', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const response = await GET(new Request('http://site.test/api/search?q=jazz&lang=fr'));
  expect(response.status).toBe(502);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ errors: [fr.siteErrors.searchUnavailable] });
  expect(text).not.toContain('127.0.0.1');
  expect(log).toHaveBeenCalledWith(expect.stringContaining('Search index (fr)'));
});
