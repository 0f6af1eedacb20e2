import { type FilteredList, itemPath } from '@/i18n/content-types';
import { festivalCategorySlug, festivalName } from '@/i18n/festival';
import { categoryFilterPath } from '@/i18n/links';
import type { Locale } from '@/i18n/locales';
import { parsePublicPath, readPathLanguage } from '@/i18n/public-path.mjs';
import { homePath, type Section, sectionPath } from '@/i18n/routes';
import type { Category, ConnectedNode, MenuItem } from '@/queries/types';

/** The two lists a category sub-menu can filter. */
export type CategoryList = FilteredList;

export function hrefForConnectedNode(locale: Locale, node: ConnectedNode): string {
  return node.type === 'category' ? categoryFilterPath(locale, 'calendar', node.slug) : itemPath(node.type, locale, node);
}

/** WordPress archive paths of the custom post types, as a WordPress menu may hold them. */
const wordpressArchives: Record<string, Section> = {
  events: 'calendar',
  artists: 'artists',
  news: 'news',
};

/**
 * Where a menu item leads on this site: connected content uses the site's routes; a relative
 * custom link is kept when it is one of the site's paths and mapped when it is a WordPress
 * archive; an absolute URL is external.
 */
export function menuItemHref(locale: Locale, item: MenuItem): string {
  if (item.connectedNode) return hrefForConnectedNode(locale, item.connectedNode);
  if (item.external) return item.path;
  const [pathname = '/', query] = item.path.split('?');
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  if (parsePublicPath(trimmed)) return query ? `${trimmed}?${query}` : trimmed;
  const first = readPathLanguage(trimmed)?.segments[0] ?? '';
  if (Object.hasOwn(wordpressArchives, first)) return sectionPath(locale, wordpressArchives[first]!);
  return trimmed === '/' ? homePath(locale) : trimmed;
}

/**
 * The list whose category sub-menu a menu item carries: the item must lead to the calendar or
 * the artist list itself (not to an already filtered list, nor to anything else).
 */
export function categoryListFor(locale: Locale, item: MenuItem): CategoryList | null {
  if (item.external) return null;
  const href = menuItemHref(locale, item);
  if (href === sectionPath(locale, 'calendar')) return 'calendar';
  if (href === sectionPath(locale, 'artists')) return 'artists';
  return null;
}

/**
 * Whether a menu item leads anywhere of its own. WordPress parents that only group children are
 * custom links to `#` (or empty): they become a toggle button without a link.
 */
export function hasOwnLink(href: string): boolean {
  const trimmed = href.trim();
  return trimmed !== '' && !trimmed.startsWith('#');
}

export interface CategoryEntry {
  category: Category;
  /** The category's name, or the festival's name for the festival's own category. */
  label: string;
}

/**
 * The entries of a category sub-menu: the festival's own category first, labelled with the
 * music festival's name, then the others in the content server's order.
 */
export function categoryEntries(locale: Locale, categories: Category[]): CategoryEntry[] {
  const festivalSlug = festivalCategorySlug[locale];
  const festival = categories.filter((c) => c.slug === festivalSlug);
  const others = categories.filter((c) => c.slug !== festivalSlug);
  return [
    ...festival.map((category) => ({ category, label: festivalName[locale] })),
    ...others.map((category) => ({ category, label: category.name })),
  ];
}
