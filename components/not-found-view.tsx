'use client';

import { useParams } from 'next/navigation';
import type { Dictionary } from '@/i18n/dictionaries';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { homePath } from '@/i18n/routes';

/**
 * not-found.tsx receives no params in the App Router, so the language comes from the route
 * segment on the client. Its strings (both languages, from the typed dictionaries) come from the
 * server as props: importing the dictionaries here would ship all of them to every page.
 */
export function NotFoundView({ strings }: { strings: Record<Locale, Dictionary['notFound']> }) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : defaultLocale;
  const t = strings[locale];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <p aria-hidden="true" className="w-fit -rotate-2 bg-sun px-4 font-display text-display-hero leading-none">
        404
      </p>
      <h1 className="page-title mt-6">{t.title}</h1>
      <p className="mt-4">{t.body}</p>
      <p className="mt-6">
        <a className="btn-primary" href={homePath(locale)}>
          {t.backHome}
        </a>
      </p>
    </main>
  );
}
