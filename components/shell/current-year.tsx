'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const browserYear = () => new Date().getFullYear();

/**
 * The current year. Pages are pre-rendered and kept until the next revalidation, which may come
 * long after New Year: the server's year (at build or revalidation time) is only the fallback
 * the HTML carries; the browser renders its own year right after hydration. Going through
 * `useSyncExternalStore` (server snapshot, then client snapshot) makes React re-render the text
 * instead of reporting a hydration mismatch, so no `suppressHydrationWarning` is needed.
 */
export function CurrentYear({ fallback }: { fallback: number }) {
  const year = useSyncExternalStore(subscribe, browserYear, () => fallback);
  return <>{year}</>;
}
