/**
 * After a star, the picked event's page (and My schedule) are kept on the device without asking,
 * as "Save for offline" keeps pages: requests marked `x-offline-save`, without cookies, which the
 * service worker fetches and keeps. Only where the worker serves the page (production builds);
 * a failure is silent (the page is simply not kept yet).
 */
export function keepOffline(paths: readonly string[]): void {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  for (const path of paths) {
    fetch(path, { credentials: 'omit', cache: 'no-cache', headers: { 'x-offline-save': '1' } }).catch(() => {});
  }
}
