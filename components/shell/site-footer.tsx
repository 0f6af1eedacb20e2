import type { Locale } from '@/i18n/locales';
import { siteConfig } from '@/lib/site-config';
import type { SiteShell } from '@/queries/shell';

export function SiteFooter({ locale }: { locale: Locale; shell: SiteShell }) {
  return (
    <footer className="mt-16 border-t border-line bg-ink text-paper">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <p>{siteConfig.festivalName[locale]}</p>
      </div>
    </footer>
  );
}
