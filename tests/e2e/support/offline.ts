import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';
import type { OfflineProgramme } from '../../../features/offline/programme';

/**
 * Helpers of the offline browser tests (offline.spec.ts, offline-freshness.spec.ts): the
 * service worker in control, the offline note, what the worker keeps.
 */

function abortServiceWorkerRequest(route: Route) {
  return route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();
}

/**
 * No connection, for the pages and for the service worker: Playwright's offline mode does not
 * reach a service worker's own requests, so those are failed as a disconnected network fails them.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  if (offline) await context.route('**', abortServiceWorkerRequest);
  else await context.unroute('**', abortServiceWorkerRequest);
}

/** Resolves once the site's service worker is active and serves this page. */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

export function offlineNote(page: Page, locale: 'en' | 'fr') {
  return page.getByRole('complementary', { name: locale === 'en' ? 'Offline copy' : 'Copie hors ligne' });
}

export async function expectOfflineNote(page: Page, locale: 'en' | 'fr'): Promise<void> {
  await expect(offlineNote(page, locale)).toContainText(locale === 'en' ? /Offline — updated \d{1,2}:\d\d/ : /Hors ligne — mis à jour \d{1,2}:\d\d/);
}

export async function programme(page: Page): Promise<OfflineProgramme> {
  const response = await page.request.get('/api/offline-programme');
  expect(response.status()).toBe(200);
  return (await response.json()) as OfflineProgramme;
}

export function eventPaths(list: OfflineProgramme, locale: 'en' | 'fr'): string[] {
  return list.paths[locale].filter((path) => (locale === 'en' ? path.startsWith('/event/') : path.startsWith('/fr/evenement/')));
}

/** The names of the caches the site's worker keeps. */
export function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** Every kept page's URL and HTML (kept pages are gzip: decompressed here), in every cache. */
export function keptPages(page: Page): Promise<{ cache: string; url: string; html: string }[]> {
  return page.evaluate(async () => {
    const out: { cache: string; url: string; html: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (!response?.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) continue;
        const gzip = response.headers.get('x-offline-encoding') === 'gzip';
        const body = gzip ? response.body.pipeThrough(new DecompressionStream('gzip')) : response.body;
        out.push({ cache: name, url: request.url, html: await new Response(body).text() });
      }
    }
    return out;
  });
}

/** Scrolls the page through so that lazy images are asked for, then lists the images that did not load. */
export async function imagesNotLoaded(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // Two frames: the browser has checked which lazy images are now near the screen.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img'));
    // An image still loading after 10 s counts as not loaded (offline, nothing else will come).
    const settled = (img: HTMLImageElement) => Promise.race([img.decode().catch(() => null), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await Promise.all(images.map((img) => (img.complete ? null : settled(img))));
    return images.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
  });
}
