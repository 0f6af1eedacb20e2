'use client';

import { type ErrorBoundaryProps, ErrorView, useErrorLocale } from '@/components/error-view';
import { errorStrings } from '@/i18n/dictionaries/error';
import './globals.css';

/**
 * The last-resort boundary, for a failure in the `[locale]` layout itself: it replaces the
 * layout, so it renders the document (with its language and title) and loads the site's CSS.
 * Next's built-in one is an unstyled English message.
 */
export default function GlobalError({ retry }: ErrorBoundaryProps) {
  const locale = useErrorLocale();
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <title>{errorStrings[locale].title}</title>
        <ErrorView locale={locale} onRetry={retry} />
      </body>
    </html>
  );
}
