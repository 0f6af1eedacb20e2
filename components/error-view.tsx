'use client';

import { useParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { errorStrings } from '@/i18n/dictionaries/error';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { homePath } from '@/i18n/routes';

/** What Next.js hands an error boundary (`error.tsx`, `global-error.tsx`). */
export interface ErrorBoundaryProps {
  error: Error & { digest?: string };
  /** Clears the error and renders the segment again from what the browser already has. */
  reset: () => void;
  /** Asks the server for the segment again (`router.refresh()`), then clears the error. */
  retry: () => void;
}

/**
 * The language of the page that failed. Error boundaries receive no params, so it is read from
 * the `[locale]` segment on the client.
 */
export function useErrorLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return isLocale(params?.locale) ? params.locale : defaultLocale;
}

/**
 * What a visitor sees when a page fails to render: what happened, a way to try again and a way
 * home, in the page's language, laid out like the not-found page. A client component, so its
 * strings come from the small per-language error modules, never from a whole dictionary.
 */
export function ErrorView({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  const t = errorStrings[locale];
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the page in place, after a client-side navigation too: moving focus to
  // its heading makes screen readers announce what happened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <h1 ref={heading} tabIndex={-1} className="page-title focus:outline-none">
        {t.title}
      </h1>
      <p className="mt-4">{t.body}</p>
      <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <button
          type="button"
          onClick={onRetry}
          className="btn-primary"
        >
          {t.retry}
        </button>
        <a className="link" href={homePath(locale)}>
          {t.backHome}
        </a>
      </p>
    </main>
  );
}
