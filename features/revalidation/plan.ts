import { type ContentType, contentTypeOfItemSection, contentTypeOfListSection, contentTypeRegistry, contentTypes, itemPath } from '@/i18n/content-types';
import { festivalCategorySlug } from '@/i18n/festival';
import { dayFilterPath } from '@/i18n/links';
import { type Locale, locales } from '@/i18n/locales';
import { typesShownOn } from '@/i18n/item-pages';
import { parsePublicPath } from '@/i18n/public-path.mjs';
import { homePath, sectionPath, sections, topLevelPageSections, type Section } from '@/i18n/routes';
import { isIsoDay } from '@/lib/festival-day';
import { slugFromDecoded } from '@/lib/slug-syntax.mjs';
import type { ItemKey } from '@/queries/revalidation';
import { contentTag, itemTag, withSlugIndexTags } from '@/queries/tags';

export interface RevalidationPlan {
  /** Cache tags to expire: every page that fetched data with one of them is re-rendered. */
  tags: string[];
  /** Public paths (`/fr/evenement/x`): the answer lists them; the instance renders them anew; a CDN purge uses them. */
  publicPaths: string[];
  /** Of those, the ones that answer 404 from now on (unpublished, trashed, deleted, renamed away). */
  gonePaths?: string[];
  /** What could not be found out, one line each (the webhook's answer says it). */
  unresolved?: string[];
  /** Only these languages' pages changed (a menu or settings save of one language): the others are not rendered. */
  languages?: readonly Locale[];
}

/** An item's public path; a page's English slug is found among the items changed with it. */
export function publicItemPath(item: ItemKey, all: readonly ItemKey[]): string {
  if (item.type !== 'page') return itemPath(item.type, item.locale, item);
  const englishSlug = item.locale === 'en' ? item.slug : (all.find((other) => other.type === 'page' && other.locale === 'en')?.slug ?? null);
  return itemPath('page', item.locale, { slug: item.slug, englishSlug });
}

export function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Its list page in both languages, when the type has one. */
export function listPaths(type: ContentType): string[] {
  const list = contentTypeRegistry[type].listSection;
  return list ? locales.map((locale) => sectionPath(locale, list)) : [];
}

/** The calendar's pages of these festival days in both languages (`/calendar/2027-09-23`, `/fr/calendrier/2027-09-23`). */
export function dayPaths(days: readonly string[]): string[] {
  return days.filter(isIsoDay).flatMap((day) => locales.map((locale) => dayFilterPath(locale, 'calendar', day)));
}

/** The same days filtered by each category of the items, in the item's language (`/calendar/2027-09-23?category=music`). */
export function categoryDayPaths(items: readonly { locale: Locale; categories: readonly string[] }[], days: readonly string[]): string[] {
  return unique(items.flatMap((item) => item.categories.flatMap((category) => days.filter(isIsoDay).map((day) => dayFilterPath(item.locale, 'calendar', day, category)))));
}

/** Menus, settings and categories are in every page's shell: every page is refreshed. */
export function planForShell(content: 'shell' | 'about'): RevalidationPlan {
  const tags = locales.flatMap((locale) => [contentTag('shell', locale), contentTag(content, locale)]);
  return { tags: unique(tags), publicPaths: locales.map(homePath) };
}

/**
 * The cache tags behind a public path: what its page fetched. Paths become tags because tags
 * can be expired stale-while-revalidate ('max'), so a webhook during a content-server outage
 * leaves the last good page in place; `revalidatePath` would make the next view a blocking
 * render that fails.
 */
export function tagsForPath(publicPath: string): string[] {
  const [pathname = '/'] = publicPath.split('?');
  if (pathname === '/sitemap.xml') return locales.flatMap((locale) => contentTypes.map((type) => contentTag(type, locale)));
  const path = parsePublicPath(pathname);
  if (!path) return [];
  const { locale, section, slug } = path;
  if (!section) return [contentTag('event', locale)];
  // The pages that show every item of a type (the timetable, My schedule: i18n/item-pages.ts) read its list.
  const lists = typesShownOn(section).map((type) => contentTag(type, locale));
  // The timetable is the festival-schedule page's text above a schedule built from the events.
  if ((topLevelPageSections as readonly Section[]).includes(section)) return [itemTag('page', 'en', sections[section].en), ...lists];
  if (section === 'about' && !slug) return [contentTag('about', locale), itemTag('about', locale, festivalCategorySlug[locale])];
  if (lists.length > 0) return lists;
  // A day of a list (`/calendar/2027-09-23`) and a filtered list are the list's.
  const type = slug ? contentTypeOfItemSection(section) : contentTypeOfListSection(section);
  if (!type) return [];
  return slug ? [itemTag(type, locale, slugFromDecoded(slug) ?? slug)] : [contentTag(type, locale)];
}

/**
 * Every tag a page's render reads: its content's (`tagsForPath`) and its language's shell (the
 * menus, footer and category chips of every page). A render in flight while these are marked
 * stale is marked again once it is over: without the shell here, a home page rendered with the
 * menu from before a menu save stood as fresh.
 */
export function tagsReadBy(publicPath: string): string[] {
  const locale = parsePublicPath(publicPath.split('?')[0] ?? '/')?.locale;
  return locale ? [...tagsForPath(publicPath), contentTag('shell', locale)] : tagsForPath(publicPath);
}

export function planForPaths(paths: string[]): RevalidationPlan {
  return { tags: withSlugIndexTags(unique(paths.flatMap(tagsForPath))), publicPaths: unique(paths) };
}

export function planForTags(tags: string[]): RevalidationPlan {
  return { tags: withSlugIndexTags(unique(tags)), publicPaths: [] };
}
