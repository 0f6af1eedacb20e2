import 'server-only';
import { type ContentType, contentTypes, englishSlugOf, itemPath, type TranslatedItem } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { festivalDays } from '@/features/schedule/schedule-paths';
import { getAllItems } from '@/queries/content';
import { menuItemPage } from '@/queries/menu-href';
import { getSiteShell } from '@/queries/shell';
import type { MenuItem } from '@/queries/types';
import type { ShellPageSource } from './plan-shell';

/** Every published item of a type in a language: the getters the item routes pre-render from. */
type ItemsGetter = (locale: Locale) => Promise<TranslatedItem[]>;
export const allItems = Object.fromEntries(
  contentTypes.map((type): [ContentType, ItemsGetter] => [type, (locale) => getAllItems(type, locale)]),
) as Record<ContentType, ItemsGetter>;

/**
 * The site's pages the menu items lead to, mapped as the shell's links are (a WordPress permalink
 * such as `/events/opening-night/` is the event's page `/event/opening-night`); an item that leads
 * to none of the site's pages names nothing to render or purge.
 */
export function menuPaths(locale: Locale, items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => {
    const page = menuItemPage(locale, item);
    return [...(page ? [page] : []), ...menuPaths(locale, item.children)];
  });
}

/** The pages of a shell change, from the site's cached content (read before the webhook marks anything). */
export const cachedShellPages: ShellPageSource = {
  festivalDays,
  async menuPaths(locale) {
    const { menus } = await getSiteShell(locale);
    return [...menuPaths(locale, menus.primary), ...menuPaths(locale, menus.secondary), ...menuPaths(locale, menus.footer)];
  },
  async itemPaths(locale) {
    const perType = await Promise.all(
      contentTypes.map(async (type) => (await allItems[type](locale)).map((item) => itemPath(type, locale, { slug: item.slug, englishSlug: englishSlugOf(locale, item) }))),
    );
    return perType.flat();
  },
  async categories(locale) {
    return (await getSiteShell(locale)).categories.map((category) => category.slug);
  },
};
