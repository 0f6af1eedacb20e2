/// <reference lib="webworker" />
/**
 * The service worker (built by scripts/offline-assets.mjs into /sw.js; registered by
 * components/offline/service-worker-registration.tsx in production builds only). Serwist
 * (the maintained successor of Workbox) provides the precache, the strategies and the LRU
 * expiry; the rules of what is kept are in ./policy.ts.
 *
 * - App shell: precached at install (CSS, JS islands, the head script, fonts, icons, the offline
 *   page in both languages), replaced per build.
 * - Pages: network first; after 3 s without an answer, or offline, the kept copy with the
 *   "offline — updated {time}" note; never kept: the offline page in the page's language.
 * - "Save for offline" (components/offline/save-programme.ts): page requests marked
 *   `x-offline-save` are fetched and kept whatever the visitor's route.
 * - Images (this site's and the image CDN's): cache first, at most 600, least recently used
 *   evicted.
 * - The search index of the visitor's language: kept by "Save for offline", answered offline
 *   (./search-index.ts).
 * - Everything else (the API, RSC payloads, other origins): the network, never kept.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  PrecacheFallbackPlugin,
  Serwist,
  type SerwistPlugin,
  Strategy,
  type StrategyHandler,
} from 'serwist';
import { locales } from '@/i18n/locales';
import { imagesCacheName, pagesCacheName } from './cache-names';
import { injectOfflineNote, offlineNoteHtml } from './offline-note';
import {
  isKeptPageUrl,
  isNetworkOnlyPath,
  isRscRequest,
  isStorableImage,
  isStorablePage,
  keptPageKey,
  localeOfPath,
  offlinePagePath,
  pageNetworkTimeoutSeconds,
  previewTransition,
} from './policy';
import { isPreviewSession, setPreviewSession } from './preview-session';
import { isStoredPage, readStoredPage, servedPage, toStoredPage } from './stored-page';
import { carryPagesForward, deleteOlderPagesCaches, keepOpenPages } from './update';
import { SavedSearchIndex, searchIndexCacheName } from './search-index';
import { searchIndexLocale } from '@/features/search/search-index-path';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: PrecacheEntry[] };
/** The build's id, written in at build. */
declare const __OFFLINE_VERSION__: string;
/** The image CDN's origin, written in at build. */
declare const __IMAGE_CDN_ORIGIN__: string;

const version = __OFFLINE_VERSION__;
const pagesCache = pagesCacheName(version);
const offlinePages = locales.map((locale) => ({ url: offlinePagePath(locale), revision: version }));

const serwist = new Serwist({
  precacheEntries: [...self.__SW_MANIFEST, ...offlinePages],
  // `?dpl=` is Next's deployment id on asset URLs (skew protection), `?v=` the head script's
  // version (components/shell/head-script.ts): the same file, of this very build.
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4, ignoreURLParametersMatching: [/^dpl$/, /^v$/] },
  cacheId: 'festival',
  // The pages this worker serves come from its own build (./update.ts): it may take over at once.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
});

/** Keeps only storable pages, compressed and time-stamped; serves them back with the offline note. */
const keptPages: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (!isKeptPageUrl(new URL(request.url))) return null;
    if (isStoredPage(response)) return response;
    return isStorablePage(response) ? toStoredPage(response, new Date()) : null;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (!cachedResponse) return null;
    const { html, savedAt } = await readStoredPage(cachedResponse);
    const locale = localeOfPath(new URL(request.url).pathname);
    return servedPage(cachedResponse, injectOfflineNote(html, offlineNoteHtml(locale, savedAt, new Date())));
  },
};

/** Reads a page's kept copy under its kept address (the search panel's term left out: ./policy.ts). */
const keptPageAddress: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request, mode }) => {
    if (mode !== 'read') return request;
    const url = new URL(request.url);
    const key = keptPageKey(url);
    return key === url ? request : new Request(key.href, { headers: request.headers });
  },
};

/**
 * Pages are asked of the server itself, never of the browser's HTTP cache: pages carry
 * `stale-while-revalidate` (a year, for the CDN), which Chrome also applies to a worker's
 * requests, so a plain fetch could answer with a copy rendered long ago (or the public copy of a
 * page being previewed). A navigation's own options cannot be changed, so it is asked anew.
 */
const fromServer: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      headers: request.headers,
      credentials: request.credentials,
      // A navigation follows redirects itself: the worker hands them back as they are.
      redirect: request.mode === 'navigate' ? 'manual' : request.redirect,
      cache: 'no-cache',
    }),
};

/** Keeps nothing: a preview's answers. */
const keepNothing: SerwistPlugin = { cacheWillUpdate: async () => null };

const offlineFallback = new PrecacheFallbackPlugin({
  serwist,
  fallbackUrls: locales.map((locale) => ({
    url: offlinePagePath(locale),
    matcher: ({ request }) => request.mode === 'navigate' && localeOfPath(new URL(request.url).pathname) === locale,
  })),
});

const pageExpiry = new ExpirationPlugin({ maxEntries: 4000, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true });
const pageMatch = { ignoreVary: true };

const pages = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds: pageNetworkTimeoutSeconds,
  matchOptions: pageMatch,
  plugins: [fromServer, keptPageAddress, keptPages, pageExpiry, offlineFallback],
});

const previewPages = new NetworkFirst({ cacheName: pagesCache, matchOptions: pageMatch, plugins: [fromServer, keepNothing, keptPageAddress, keptPages, offlineFallback] });

/**
 * "Save for offline": the page's public version (the request is sent without cookies), kept
 * whatever the network-first timeout; the answer says how many bytes were kept.
 */
class SaveForOffline extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const response = await handler.fetch(request);
    if (!isStorablePage(response)) return response;
    const stored = await toStoredPage(response.clone(), new Date());
    const bytes = (await stored.clone().arrayBuffer()).byteLength;
    await handler.cachePut(request, stored);
    const headers = new Headers(response.headers);
    headers.set('x-offline-stored-bytes', String(bytes));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
const savePages = new SaveForOffline({ cacheName: pagesCache, matchOptions: pageMatch, plugins: [fromServer, keptPages, pageExpiry] });

/** Cross-origin images are fetched with CORS so that they are readable (an opaque copy costs megabytes of quota). */
const corsImages: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new URL(request.url).origin === self.location.origin
      ? request
      : // Same Accept as the page's request: the CDN picks the format (WebP, AVIF) from it.
        new Request(request.url, { mode: 'cors', credentials: 'omit', headers: { accept: request.headers.get('accept') ?? '*/*' } }),
  cacheWillUpdate: async ({ response }) => (isStorableImage(response) ? response : null),
  // An image CDN that does not answer CORS: the image as the page asked for it, not kept.
  handlerDidError: async ({ request }) => fetch(request),
};

const images = new CacheFirst({
  cacheName: imagesCacheName,
  matchOptions: { ignoreVary: true },
  plugins: [corsImages, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 60, maxAgeFrom: 'last-used', purgeOnQuotaError: true })],
});

const imageOrigins = new Set([self.location.origin, __IMAGE_CDN_ORIGIN__].filter(Boolean));

function isSitePage(request: Request, url: URL): boolean {
  return url.origin === self.location.origin && !isNetworkOnlyPath(url.pathname) && !isRscRequest(request, url);
}

// Before the pages: the search index is a file of its own, kept only by a save (./search-index.ts).
serwist.registerCapture(({ url }) => url.origin === self.location.origin && searchIndexLocale(url.pathname) !== null, new SavedSearchIndex({ cacheName: searchIndexCacheName }));
serwist.registerCapture(({ request, url }) => request.headers.get('x-offline-save') === '1' && isSitePage(request, url), savePages);
serwist.registerCapture(
  ({ request, url }) => request.mode === 'navigate' && isSitePage(request, url),
  async (options) => ((await isPreviewSession()) ? previewPages : pages).handle(options),
);
serwist.registerCapture(({ request, url }) => request.destination === 'image' && imageOrigins.has(url.origin), images);

// Watch the preview links go by (answered by the network, never kept).
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const transition = url.origin === self.location.origin ? previewTransition(url.pathname) : null;
  if (transition) event.waitUntil(setPreviewSession(transition === 'enter'));
});

self.addEventListener('install', (event) => {
  event.waitUntil(carryPagesForward(version));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    deleteOlderPagesCaches(version).then(() =>
      keepOpenPages(version, (url) => url.origin === self.location.origin && !isNetworkOnlyPath(url.pathname)),
    ),
  );
});

serwist.addEventListeners();
