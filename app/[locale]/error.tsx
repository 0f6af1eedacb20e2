'use client';

import { type ErrorBoundaryProps, ErrorView, useErrorLocale } from '@/components/error-view';

/**
 * Every page's error boundary (a content server outage on a page not yet cached, a failing
 * island), inside the layout, in the page's language. "Try again" calls `retry`, not `reset`:
 * after a server-side failure `reset` alone would render the same failed answer again.
 */
export default function LocaleError({ retry }: ErrorBoundaryProps) {
  return <ErrorView locale={useErrorLocale()} onRetry={retry} />;
}
