import { contentTypeOfItemSection, contentTypeRegistry } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { parsePublicPath } from '@/i18n/public-path.mjs';
import { type Section, sectionPath } from '@/i18n/routes';
import type { MenuItem } from '@/queries/types';
import { menuItemHref } from './menu-model';

/**
 * Where the visitor is, for the menus: `aria-current="page"` on the link to the page itself,
 * `aria-current="true"` on the links to the section it belongs to (the GOV.UK service-navigation
 * pattern): the section's list (an event page is in the calendar's section) and the menu entry
 * whose sub-menu holds the page. Computed on the server from the page's own path, so the
 * pre-rendered HTML is already marked and no JavaScript is needed.
 */
export type CurrentMark = 'page' | 'true' | undefined;

function splitPath(path: string): { pathname: string; search: string } {
  const [withoutHash = ''] = path.split('#');
  const [pathname = '/', search = ''] = withoutHash.split('?');
  return { pathname: pathname.replace(/\/+$/, '') || '/', search };
}

/** Whether two site paths name the same page (a trailing slash aside; the query counts: filtered lists). */
export function isSamePage(a: string, b: string): boolean {
  const left = splitPath(a);
  const right = splitPath(b);
  return left.pathname === right.pathname && left.search === right.search;
}

/**
 * The section a public path belongs to: its first segment's section, an item page's list
 * (`/fr/evenement/x` → calendar), null for the home page, generic pages (`/page/x`: they belong
 * to no list) and paths that are not the site's.
 */
export function sectionOfPath(path: string): Section | null {
  const section = parsePublicPath(splitPath(path).pathname)?.section;
  if (!section) return null;
  const type = contentTypeOfItemSection(section);
  return type ? contentTypeRegistry[type].listSection : section;
}

/** The section whose root `href` is (`/calendar`, `/fr/a-propos`), or null (an item, a filtered list, elsewhere). */
function sectionRootOf(locale: Locale, href: string): Section | null {
  const { pathname, search } = splitPath(href);
  if (search) return null;
  const section = sectionOfPath(pathname);
  return section && sectionPath(locale, section) === pathname ? section : null;
}

/** The mark of a menu item (and, through its sub-menu, of the entry that holds the page). */
export function menuItemCurrent(locale: Locale, item: MenuItem, currentPath: string | undefined): CurrentMark {
  if (!currentPath || item.external) return undefined;
  const href = menuItemHref(locale, item);
  if (isSamePage(href, currentPath)) return 'page';
  const section = sectionRootOf(locale, href);
  if (section && section === sectionOfPath(currentPath)) return 'true';
  return holdsCurrentPage(locale, item.children, currentPath) ? 'true' : undefined;
}

/** Whether a sub-menu (at any depth) links to the current page or its section. */
export function holdsCurrentPage(locale: Locale, items: MenuItem[], currentPath: string | undefined): boolean {
  return items.some((child) => menuItemCurrent(locale, child, currentPath) !== undefined);
}

/** The mark of a site-owned link to a section's root (the footer's venue list): the page itself, or one of its items. */
export function sectionLinkCurrent(locale: Locale, section: Section, currentPath: string | undefined): CurrentMark {
  if (!currentPath) return undefined;
  if (isSamePage(sectionPath(locale, section), currentPath)) return 'page';
  return sectionOfPath(currentPath) === section ? 'true' : undefined;
}

/** Whether a menu (at any depth) already links to `path`. */
export function menuLinksTo(locale: Locale, items: MenuItem[], path: string): boolean {
  return items.some((item) => (!item.external && isSamePage(menuItemHref(locale, item), path)) || menuLinksTo(locale, item.children, path));
}
