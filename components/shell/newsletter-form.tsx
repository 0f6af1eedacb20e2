import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';

/**
 * Newsletter signup: posts `EMAIL` to the external mailing-list form from the site settings, in a
 * new tab. The browser checks the address (required, type email); nothing else does. No form
 * when the setting is empty.
 */
export function NewsletterForm({
  locale,
  mailingListUrl,
  idPrefix,
  headingLevel = 'h2',
}: {
  locale: Locale;
  mailingListUrl: string | null;
  /** Keeps ids unique: the form appears in the footer and in the mobile menu. */
  idPrefix: string;
  headingLevel?: 'h2' | 'h3';
}) {
  if (!mailingListUrl) return null;
  const t = getDictionary(locale).shell;
  const Heading = headingLevel;
  const headingId = `${idPrefix}-newsletter-title`;
  const fieldId = `${idPrefix}-newsletter-email`;
  return (
    <section aria-labelledby={headingId} data-testid="newsletter">
      <Heading id={headingId} className="font-display text-3xl uppercase">
        {t.newsletter.title}
      </Heading>
      <p className="mt-1">{t.newsletter.intro}</p>
      <form action={mailingListUrl} method="post" target="_blank" className="mt-3 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
          <label htmlFor={fieldId} className="font-semibold">
            {t.newsletter.emailLabel}
          </label>
          <input
            id={fieldId}
            type="email"
            name="EMAIL"
            required
            autoComplete="email"
            className="min-h-11 w-full rounded-pill border-2 border-current bg-surface px-4 text-ink"
          />
        </div>
        <button type="submit" className="btn-primary">
          {t.newsletter.submit}{' '}
          <span className="sr-only">{t.newTab}</span>
        </button>
      </form>
    </section>
  );
}
