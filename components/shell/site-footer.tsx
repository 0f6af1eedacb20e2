import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import type { SiteShell } from '@/queries/shell';
import type { MenuItem, Settings } from '@/queries/types';
import { CurrentYear } from './current-year';
import { menuLinksTo, sectionLinkCurrent } from './current-page';
import { MenuTree } from './menu-tree';
import { NewsletterForm } from './newsletter-form';
import { telHref } from './phone';
import { PlaylistPlayer } from './playlist-player';
import { SocialLinks } from './social-links';
import { spotifyPlaylistId } from './spotify-playlist';
import { festivalName } from '@/i18n/festival';
import { SaveForOffline } from '@/components/offline/save-for-offline';

export function SiteFooter({ locale, shell, currentPath }: { locale: Locale; shell: SiteShell; currentPath?: string }) {
  const t = getDictionary(locale).shell;
  const festival = festivalName[locale];
  const { settings } = shell;
  const playlistId = spotifyPlaylistId(settings.spotifyPlaylistUrl);
  // The year is the only part that must not go stale on a pre-rendered page: see CurrentYear.
  const [beforeYear = '', afterYear = ''] = formatMessage(t.copyright, { festival }).split('{year}');
  return (
    <footer className="on-dark mt-16 border-t-8 border-sun bg-ink text-paper [--focus-ring:var(--color-sun)]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-10 pt-10 md:grid-cols-2 lg:grid-cols-4">
        <FooterContact locale={locale} settings={settings} />
        <FooterMenu
          locale={locale}
          items={shell.menus.footer}
          label={t.footerNav}
          newTabText={t.newTab}
          currentPath={currentPath}
        />
        <div className="flex flex-col gap-8 lg:col-span-2">
          <NewsletterForm locale={locale} mailingListUrl={settings.mailingListUrl} idPrefix="footer" />
          <SocialLinks locale={locale} social={settings.social} />
          {playlistId && (
            <div>
              <PlaylistPlayer playlistId={playlistId} strings={{ show: t.playlist.show, title: t.playlist.title }} />
              {/* What pressing the button shares (the player loads nothing before: see PlaylistPlayer). */}
              <p className="mt-2 max-w-md text-sm">{t.playlist.shared}</p>
            </div>
          )}
        </div>
        <div className="md:col-span-2 lg:col-span-4">
          <SaveForOffline locale={locale} strings={getDictionary(locale).offline} autoSave />
        </div>
        <p className="border-t border-muted pt-6 text-sm md:col-span-2 lg:col-span-4">
          {beforeYear}
          <CurrentYear fallback={new Date().getFullYear()} />
          {afterYear}
        </p>
      </div>
    </footer>
  );
}

function FooterContact({ locale, settings }: { locale: Locale; settings: Settings }) {
  const t = getDictionary(locale).shell.contact;
  const { address, city, province, postalCode, phone, fax } = settings;
  const cityLine = [city, [province, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (!address && !cityLine && !phone && !fax) return null;
  return (
    <section aria-labelledby="footer-contact-title">
      <h2 id="footer-contact-title" className="font-display text-3xl uppercase text-sun">
        {festivalName[locale]}
      </h2>
      <address className="mt-2 not-italic leading-relaxed">
        {address && <span className="block">{address}</span>}
        {cityLine && <span className="block">{cityLine}</span>}
        {phone && <PhoneLine label={t.phone} number={phone} />}
        {fax && <PhoneLine label={t.fax} number={fax} />}
      </address>
    </section>
  );
}

function PhoneLine({ label, number }: { label: string; number: string }) {
  const href = telHref(number);
  return (
    <span className="block">
      {label}{' '}
      {href ? (
        <a href={href} className="underline">
          {number}
        </a>
      ) : (
        number
      )}
    </span>
  );
}

const footerLinkClass = 'inline-flex min-h-11 items-center rounded-pill px-2 -mx-2 hover:underline';

/**
 * The editors' footer menu, then the site's own link to the venue list (unless the menu already
 * has it): festival-goers find the venues from every page, whatever the menus hold.
 */
function FooterMenu({
  locale,
  items,
  label,
  newTabText,
  currentPath,
}: {
  locale: Locale;
  items: MenuItem[];
  label: string;
  newTabText: string;
  currentPath?: string;
}) {
  const venuesPath = sectionPath(locale, 'venues');
  return (
    <nav aria-label={label} className="grid gap-1">
      {items.length > 0 && (
        <MenuTree
          locale={locale}
          items={items}
          newTabText={newTabText}
          currentPath={currentPath}
          listClassName="grid gap-1"
          nestedListClassName="ml-4 grid gap-1"
          linkClassName={footerLinkClass}
          levels={2}
        />
      )}
      {!menuLinksTo(locale, items, venuesPath) && (
        <ul className="grid gap-1">
          <li>
            <a href={venuesPath} aria-current={sectionLinkCurrent(locale, 'venues', currentPath)} className={`nav-link ${footerLinkClass}`} data-venue-list-link>
              {getDictionary(locale).venues.title}
            </a>
          </li>
        </ul>
      )}
    </nav>
  );
}
