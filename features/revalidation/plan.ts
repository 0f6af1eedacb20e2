import { type ContentType, contentTypeOfItemSection, contentTypeOfListSection, contentTypeRegistry, contentTypes, itemPath } from '@/i18n/content-types';
import { festivalCategorySlug } from '@/i18n/festival';
import { locales } from '@/i18n/locales';
import { dayFilteredListSections, homePath, resolvePublicPath, sectionForSegment, sectionPath, sections, topLevelPageSections, type Section } from '@/i18n/routes';
import { isIsoDay } from '@/lib/festival-day';
import { normalizeSlug } from '@/lib/slug';
import type { AffectedContent, ItemKey } from '@/queries/revalidation';
import { contentTag, itemTag } from '@/queries/tags';

export interface RevalidationPlan {
  /** Cache tags to expire: every page that fetched data with one of them is re-rendered. */
  tags: string[];
  /** Public paths (`/fr/evenement/x`): the answer lists them, and a CDN purge would use them. */
  publicPaths: string[];
}

/** An item's public path; a page's English slug is found among the items changed with it. */
function publicItemPath(item: ItemKey, all: ItemKey[]): string {
  if (item.type !== 'page') return itemPath(item.type, item.locale, item);
  const englishSlug = all.find((other) => other.type === 'page' && other.locale === 'en')?.slug ?? null;
  return itemPath('page', item.locale, { slug: item.slug, englishSlug });
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Its list page in both languages, when the type has one. */
function listPaths(type: ContentType): string[] {
  const list = contentTypeRegistry[type].listSection;
  return list ? locales.map((locale) => sectionPath(locale, list)) : [];
}

/** The timetable and My schedule in both languages: they show every event (day pages follow the calendar's tag). */
function schedulePagePaths(): string[] {
  return locales.flatMap((locale) => [sectionPath(locale, 'festivalSchedule'), sectionPath(locale, 'mySchedule')]);
}

/**
 * Everything that shows the changed content: its own pages in both languages, the pages of the
 * items that link to it, and the lists (which the home page, filtered lists and the sitemap
 * read through the same tags).
 */
export function planForContent(type: ContentType, affected: AffectedContent, fallbackSlug: string | null): RevalidationPlan {
  const items = affected.items.length
    ? affected.items
    : // Unpublished or deleted: nothing to look up, so expire the slug in both languages.
      fallbackSlug
      ? locales.map((locale) => ({ type, locale, slug: fallbackSlug }))
      : [];
  const touched = [...items, ...affected.related];
  const types = unique(touched.map((item) => item.type).concat(type));
  const tags = unique([
    ...touched.map((item) => itemTag(item.type, item.locale, item.slug)),
    ...types.flatMap((t) => locales.map((locale) => contentTag(t, locale))),
  ]);
  const publicPaths = unique([
    ...items.map((item) => publicItemPath(item, items)),
    ...affected.related.map((item) => publicItemPath(item, affected.related)),
    ...locales.map(homePath),
    ...types.flatMap(listPaths),
    ...(types.includes('event') ? schedulePagePaths() : []),
    '/sitemap.xml',
  ]);
  return { tags, publicPaths };
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
  const route = resolvePublicPath(pathname);
  if (!route) return [];
  const { locale } = route;
  const [first, slug] = route.internalPath.split('/').filter(Boolean);
  if (!first) return [contentTag('event', locale)];
  const section = sectionForSegment('en', first);
  if (!section) return [];
  // The timetable is the festival-schedule page's text above a schedule built from the events.
  if (section === 'festivalSchedule') return [itemTag('page', 'en', sections[section].en), contentTag('event', locale)];
  if ((topLevelPageSections as readonly Section[]).includes(section)) return [itemTag('page', 'en', sections[section].en)];
  if (section === 'about' && !slug) return [contentTag('about', locale), itemTag('about', locale, festivalCategorySlug[locale])];
  // My schedule carries the programme (to compare picks with it) and its feeds read it.
  if (section === 'mySchedule') return [contentTag('event', locale)];
  // A day of a list (`/calendar/2027-09-23`) is the list's.
  const isDay = slug !== undefined && (dayFilteredListSections as readonly Section[]).includes(section) && isIsoDay(slug);
  const isItem = slug !== undefined && slug !== 'category' && !isDay;
  const type = isItem ? contentTypeOfItemSection(section) : contentTypeOfListSection(section);
  if (!type) return [];
  return isItem ? [itemTag(type, locale, normalizeSlug(slug) ?? slug)] : [contentTag(type, locale)];
}

export function planForPaths(paths: string[]): RevalidationPlan {
  return { tags: unique(paths.flatMap(tagsForPath)), publicPaths: unique(paths) };
}

export function planForTags(tags: string[]): RevalidationPlan {
  return { tags: unique(tags), publicPaths: [] };
}
