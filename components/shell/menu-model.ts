import type { FilteredList } from '@/i18n/content-types';
import { festivalCategorySlug, festivalName } from '@/i18n/festival';
import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import { menuItemHref } from '@/queries/menu-href';
import type { Category, MenuItem } from '@/queries/types';

/** Where a menu item leads: queries/menu-href.ts (the webhook's list of pages after a menu save reads it too). */
export { hrefForConnectedNode, menuItemHref } from '@/queries/menu-href';

/** The two lists a category sub-menu can filter. */
export type CategoryList = FilteredList;

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
