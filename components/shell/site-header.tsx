import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { homePath, sectionPath } from '@/i18n/routes';
import { MyScheduleLink, StarAnnouncer } from '@/components/schedule/my-schedule-link';
import type { SiteShell } from '@/queries/shell';
import { SearchLauncher } from '@/components/search/search-launcher';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NewsletterForm } from './newsletter-form';
import type { DisclosureVariant } from './nav-disclosure';
import { PrimaryNav } from './primary-nav';
import { festivalName } from '@/i18n/festival';

/**
 * Logo, primary menu (a bar from `lg`, a full-screen dialog below), search and language switch.
 * Everything is rendered here on the server; the drop-downs, the menu dialog and the search
 * open natively, and their small client islands add what the platform does not. On phones the
 * header comes back whenever the visitor scrolls up (`.site-header` in app/globals.css). The
 * site setting popMenuHide removes the menu in both forms.
 */
export function SiteHeader({
  locale,
  shell,
  languageSwitchHref,
  currentPath,
}: {
  locale: Locale;
  shell: SiteShell;
  languageSwitchHref: string;
  /** The page's public path, which the menus mark (aria-current). */
  currentPath?: string;
}) {
  const t = getDictionary(locale);
  const festival = festivalName[locale];
  const { menus, categories, settings } = shell;
  const showMenu = !settings.menuHidden && menus.primary.length > 0;
  const mySchedulePath = sectionPath(locale, 'mySchedule');
  const myScheduleLink = (variant: 'header' | 'menu') => (
    <MyScheduleLink
      locale={locale}
      href={mySchedulePath}
      strings={t.schedule.headerLink}
      current={currentPath === mySchedulePath}
      variant={variant}
    />
  );
  // The menu twice: the bar, and the mobile menu's stack (ids prefixed apart).
  const primaryNav = (variant: DisclosureVariant, idPrefix: string) => (
    <PrimaryNav locale={locale} items={menus.primary} categories={categories} variant={variant} idPrefix={idPrefix} currentPath={currentPath} />
  );
  return (
    <header className="site-header z-30 border-b-2 border-ink bg-paper">
      {/*
       * Logo and controls on the first row, the menu bar on its own row below, and a controls box
       * of fixed width: a page streamed in on a slow phone paints partial headers, and with this
       * order nothing already painted moves when the rest arrives (no layout shift), in either
       * language's menu length.
       */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 sm:gap-x-4">
        <a
          href={homePath(locale)}
          aria-label={formatMessage(t.header.logoLabel, { festival })}
          aria-current={currentPath === homePath(locale) ? 'page' : undefined}
          className="shrink-0 rounded-card px-1 font-display text-[1.5rem] uppercase leading-none hover:bg-sun sm:text-3xl"
        >
          {festival}
        </a>
        {/* Fixed widths: four 44 px controls below `lg`; the star link gains its words from there. */}
        <div
          className={`ml-auto flex shrink-0 items-center justify-end gap-1 ${showMenu ? 'w-[188px]' : 'w-[140px]'} lg:w-[260px]`}
        >
          {myScheduleLink('header')}
          <LanguageSwitch locale={locale} href={languageSwitchHref} />
          <SearchLauncher locale={locale} helpfulLinks={shell.menus.secondary} />
          {showMenu && (
            <MobileMenu
              strings={{ openMenu: t.shell.openMenu, menuTitle: t.shell.menuTitle, closeMenu: t.shell.closeMenu }}
            >
              {myScheduleLink('menu')}
              {primaryNav('stack', 'mobile')}
              <NewsletterForm locale={locale} mailingListUrl={settings.mailingListUrl} idPrefix="mobile" />
            </MobileMenu>
          )}
        </div>
        {showMenu && (
          // The bar; without JavaScript it also replaces the hamburger on narrow screens.
          <div className="hidden basis-full lg:block noscript:block">
            {primaryNav('bar', 'bar')}
          </div>
        )}
      </div>
      <StarAnnouncer
        href={mySchedulePath}
        strings={{ added: t.schedule.star.added, removed: t.schedule.star.removed, view: t.schedule.star.view }}
      />
    </header>
  );
}
