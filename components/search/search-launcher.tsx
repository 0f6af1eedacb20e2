import { getDictionary } from '@/i18n/dictionaries';
import { menuItemHref } from '@/components/shell/menu-model';
import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import type { MenuItem } from '@/queries/types';
import type { HelpfulLink } from './helpful-links';
import { SearchDialog } from './search-dialog';
import { formatMessage } from '@/i18n/format-message';
import type { SearchStrings } from './search-strings';
import { festivalName } from '@/i18n/festival';

/** The search strings of one language, with the festival's name in the title. */
export function getSearchStrings(locale: Locale): SearchStrings {
  const t = getDictionary(locale);
  return {
    ...t.search,
    title: formatMessage(t.search.title, { festival: festivalName[locale] }),
    newDate: t.event.newDate,
    categories: t.event.categories,
    newTab: t.event.newTab,
    needsConnection: t.offline.searchNeedsConnection,
    rateLimited: t.siteErrors.searchRateLimited,
  };
}

/** Menu items → plain links (hrefs built with the route table), for the island's props. */
export function toHelpfulLinks(locale: Locale, items: MenuItem[]): HelpfulLink[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    href: menuItemHref(locale, item),
    external: item.external,
    children: toHelpfulLinks(locale, item.children),
  }));
}

/**
 * The header's search: reads the dictionary on the server and hands the client island plain
 * strings and links. `helpfulLinks` is the SECONDARY (SECONDARY___FR) menu.
 */
export function SearchLauncher({ locale, helpfulLinks }: { locale: Locale; helpfulLinks: MenuItem[] }) {
  return (
    <SearchDialog
      locale={locale}
      strings={getSearchStrings(locale)}
      searchPath={sectionPath(locale, 'search')}
      helpfulLinks={toHelpfulLinks(locale, helpfulLinks)}
    />
  );
}
