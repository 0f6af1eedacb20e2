'use client';

import { useEffect } from 'react';
import { serviceWorkerPath } from '@/features/offline/app-identity.mjs';

/**
 * Registers the service worker (service-worker/index.ts) in production builds only: in
 * development it would answer with pages and files of an older compile. Waits for the page's
 * `load` so the worker's precache never competes with the page's own files.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(serviceWorkerPath, { scope: '/' }).catch((error: unknown) => {
        console.warn('Service worker not registered:', error);
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
