import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { homePath } from '@/i18n/routes';
import { siteConfig } from '@/lib/site-config';
import type { SiteShell } from '@/queries/shell';
import { LanguageSwitch } from './language-switch';

export function SiteHeader({
  locale,
  languageSwitchHref,
}: {
  locale: Locale;
  shell: SiteShell;
  languageSwitchHref: string;
}) {
  const t = getDictionary(locale).header;
  const festival = siteConfig.festivalName[locale];
  return (
    <header className="border-b border-line bg-paper">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <a href={homePath(locale)} aria-label={formatMessage(t.logoLabel, { festival })} className="text-2xl font-black tracking-tight">
          {festival}
        </a>
        <LanguageSwitch locale={locale} href={languageSwitchHref} />
      </div>
    </header>
  );
}
