import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { homePath, sectionPath } from '@/i18n/routes';
import { programmeSections } from '@/features/offline/programme';

/**
 * The offline page: the service worker serves it in place of a page that is neither reachable
 * nor kept on the device, at that page's address, in its language. It links to the programme's
 * pages, which are kept once saved, and says that search needs a connection.
 */
export function OfflineView({ locale }: { locale: Locale }) {
  const t = getDictionary(locale);
  const links = [
    { href: homePath(locale), label: t.site.home },
    ...programmeSections.map((section) => ({ href: sectionPath(locale, section), label: t.offline.programmeLinks[section] })),
  ];
  return (
    <div className="max-w-3xl">
      <h1 className="page-title">{t.offline.pageTitle}</h1>
      <p className="mt-4">{t.offline.pageBody}</p>
      <p className="mt-4">{t.offline.pageSavedPages}</p>
      <ul className="mt-2 list-disc pl-6">
        {links.map((link) => (
          <li key={link.href}>
            <a className="link" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4">{t.offline.searchNeedsConnection}</p>
      <p className="mt-6">
        {/* The address is the page that was asked for: following this asks for it again. */}
        <a className="btn-primary" href="">
          {t.offline.reload}
        </a>
      </p>
    </div>
  );
}

