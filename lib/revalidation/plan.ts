import { aboutPath, artistPath, eventPath, newsPath, pagePath } from '@/i18n/links';
import { locales } from '@/i18n/locales';
import { homePath, resolvePublicPath, type Section, sectionForSegment, sectionPath, sections, topLevelPageSections } from '@/i18n/routes';
import { siteConfig } from '@/lib/site-config';
import { normalizeSlug } from '@/lib/slug';
import type { AffectedContent, ItemKey } from '@/queries/revalidation';
import { type ContentKind, contentTag, itemTag } from '@/queries/tags';

export interface RevalidationPlan {
  /** Cache tags to expire: every page that fetched data with one of them is re-rendered. */
  tags: string[];
  /** Public paths (`/fr/evenement/x`): the answer lists them, and a CDN purge would use them. */
  publicPaths: string[];
}

const listSectionOf: Partial<Record<ContentKind, 'calendar' | 'artists' | 'news' | 'about'>> = {
  events: 'calendar',
  artists: 'artists',
  news: 'news',
  categories: 'about',
};

function publicItemPath(item: ItemKey, all: ItemKey[]): string {
  switch (item.kind) {
    case 'events':
      return eventPath(item.locale, item.slug);
    case 'artists':
      return artistPath(item.locale, item.slug);
    case 'news':
      return newsPath(item.locale, item.slug);
    case 'categories':
      return aboutPath(item.locale, item.slug);
    case 'pages': {
      const english = all.find((other) => other.kind === 'pages' && other.locale === 'en')?.slug ?? null;
      return pagePath(item.locale, item.slug, english);
    }
    case 'shell':
      return homePath(item.locale);
  }
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * Everything that shows the changed content: its own pages in both languages, the pages of the
 * items that link to it, and the lists (which the home page, filtered lists and the sitemap
 * read through the same tags).
 */
export function planForContent(kind: ContentKind, affected: AffectedContent, fallbackSlug: string | null): RevalidationPlan {
  const items = affected.items.length
    ? affected.items
    : // Unpublished or deleted: nothing to look up, so expire the slug in both languages.
      fallbackSlug
      ? locales.map((locale) => ({ kind, locale, slug: fallbackSlug }))
      : [];
  const touched = [...items, ...affected.related];
  const kinds = unique(touched.map((item) => item.kind).concat(kind));
  const tags = unique([
    ...touched.map((item) => itemTag(item.kind, item.locale, item.slug)),
    ...kinds.flatMap((k) => locales.map((locale) => contentTag(k, locale))),
  ]);
  const publicPaths = unique([
    ...items.map((item) => publicItemPath(item, items)),
    ...affected.related.map((item) => publicItemPath(item, affected.related)),
    ...locales.map(homePath),
    ...kinds.flatMap((k) => {
      const section = listSectionOf[k];
      return section ? locales.map((locale) => sectionPath(locale, section)) : [];
    }),
    '/sitemap.xml',
  ]);
  return { tags, publicPaths };
}

/** Menus, settings and categories are in every page's shell: every page is refreshed. */
export function planForShell(kind: 'shell' | 'categories'): RevalidationPlan {
  const tags = locales.flatMap((locale) => [contentTag('shell', locale), contentTag(kind, locale)]);
  return { tags: unique(tags), publicPaths: locales.map(homePath) };
}

const listKindOfSection: Partial<Record<Section, ContentKind>> = {
  calendar: 'events',
  artists: 'artists',
  news: 'news',
  about: 'categories',
};

const itemKindOfSection: Partial<Record<Section, ContentKind>> = {
  event: 'events',
  artist: 'artists',
  news: 'news',
  page: 'pages',
  about: 'categories',
};

/**
 * The cache tags behind a public path: what its page fetched. Paths become tags because tags
 * can be expired stale-while-revalidate ('max'), so a webhook during a content-server outage
 * leaves the last good page in place; `revalidatePath` would make the next view a blocking
 * render that fails.
 */
export function tagsForPath(publicPath: string): string[] {
  const [pathname = '/'] = publicPath.split('?');
  if (pathname === '/sitemap.xml') {
    return locales.flatMap((locale) => (['events', 'artists', 'news', 'pages', 'categories'] as const).map((k) => contentTag(k, locale)));
  }
  const route = resolvePublicPath(pathname);
  if (!route) return [];
  const { locale } = route;
  const [first, slug] = route.internalPath.split('/').filter(Boolean);
  if (!first) return [contentTag('events', locale)];
  const section = sectionForSegment('en', first);
  if (!section) return [];
  if ((topLevelPageSections as readonly Section[]).includes(section)) return [itemTag('pages', 'en', sections[section].en)];
  if (section === 'about' && !slug) {
    return [contentTag('categories', locale), itemTag('categories', locale, siteConfig.festivalCategorySlug[locale])];
  }
  const kind = slug && slug !== 'category' ? itemKindOfSection[section] : listKindOfSection[section];
  if (!kind) return [];
  return slug && slug !== 'category' ? [itemTag(kind, locale, normalizeSlug(slug) ?? slug)] : [contentTag(kind, locale)];
}

export function planForPaths(paths: string[]): RevalidationPlan {
  return { tags: unique(paths.flatMap(tagsForPath)), publicPaths: unique(paths) };
}

export function planForTags(tags: string[]): RevalidationPlan {
  return { tags: unique(tags), publicPaths: [] };
}
