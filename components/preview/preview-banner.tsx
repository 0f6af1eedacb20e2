import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';

/**
 * Shown on every page while the editor previews unpublished content. A server component with a
 * plain link: leaving the preview needs no JavaScript, and a `<Link>` would prefetch the exit
 * route (and end the preview) on its own.
 */
export function PreviewBanner({ locale, exitHref }: { locale: Locale; exitHref: string }) {
  const t = getDictionary(locale).preview;
  return (
    <aside aria-label={t.label} className="bg-ink text-paper [&_:focus-visible]:outline-paper">
      <p className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <strong className="font-semibold">{t.notice}</strong>
        <a href={exitHref} className="font-semibold underline hover:no-underline">
          {t.exit}
        </a>
      </p>
    </aside>
  );
}
