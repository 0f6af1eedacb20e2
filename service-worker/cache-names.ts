/**
 * The worker's caches. Pages are kept per build (`festival-pages-<build id>`): a page's HTML
 * names the JS and CSS files of the build that rendered it, so a new deployment carries the
 * pages forward fetched anew and deletes the old cache (see ./update.ts). Images do not depend
 * on the build and stay. The app shell's precache is Serwist's own (`serwist-precache-v2-<scope>`),
 * which replaces changed files and deletes the rest when the new worker activates.
 */
export const cachePrefix = 'festival';
export const pagesCachePrefix = `${cachePrefix}-pages-`;
export const imagesCacheName = `${cachePrefix}-images`;
/** Small records: whether a preview session is on. */
export const stateCacheName = `${cachePrefix}-state`;

export function pagesCacheName(version: string): string {
  return `${pagesCachePrefix}${version}`;
}
