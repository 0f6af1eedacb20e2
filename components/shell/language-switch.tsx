import { getDictionary } from '@/i18n/dictionaries';
import { type Locale, otherLocale } from '@/i18n/locales';

/**
 * The FR/EN toggle: a plain link (works without JavaScript) to this page in the other language.
 * Its name starts with the visible "FR"/"EN" (WCAG 2.5.3, label in name), then the language.
 */
export function LanguageSwitch({ locale, href }: { locale: Locale; href: string }) {
  const t = getDictionary(locale).header;
  const target = otherLocale(locale);
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      aria-label={`${t.switchLanguageShort} ${t.switchLanguageLabel}`}
      data-testid="language-switch"
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill border-2 border-ink px-2 font-label hover:bg-ink hover:text-paper"
    >
      {t.switchLanguageShort}
    </a>
  );
}
