'use client';

import { useEffect } from 'react';
import { serviceWorkerPath } from '@/features/offline/app-identity.mjs';

/** Longest wait for the first paint: a tab opened in the background may not paint for a long time. */
const firstPaintTimeoutMs = 10_000;
/** Longest wait for an idle moment once the page has painted. */
const idleTimeoutMs = 3_000;

/**
 * Calls `then` once the page has painted its first content and the browser is idle, or after
 * `firstPaintTimeoutMs` whatever happens. The worker's install downloads the whole app shell:
 * started at `load`, it delayed the first paint of a large page by about a second (the browser
 * was busy with the worker's requests before it had drawn anything).
 */
function afterFirstPaintAndIdle(then: () => void): () => void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timeout);
    then();
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: idleTimeoutMs }) : setTimeout(run, 200);
  const timeout = setTimeout(run, firstPaintTimeoutMs);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || performance.getEntriesByName('first-contentful-paint').length > 0) {
    whenIdle();
  } else {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) whenIdle();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return () => {
    done = true;
    observer?.disconnect();
    clearTimeout(timeout);
  };
}

/**
 * Registers the service worker (service-worker/index.ts) in production builds only: in
 * development it would answer with pages and files of an older compile. Waits for the page's
 * `load`, then its first paint and an idle moment, so the worker's precache never competes
 * with the page's own files or its first frame.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancel = () => {};
    const register = () => {
      navigator.serviceWorker.register(serviceWorkerPath, { scope: '/' }).catch((error: unknown) => {
        console.warn('Service worker not registered:', error);
      });
    };
    const afterLoad = () => {
      cancel = afterFirstPaintAndIdle(register);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancel();
    };
  }, []);
  return null;
}
