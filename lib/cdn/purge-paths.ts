import { aboutPath, artistPath, eventPath, newsPath, pagePath } from '@/i18n/links';
import { isLocale, otherLocale } from '@/i18n/locales';
import { homePath, resolvePublicPath, type Section, sectionForSegment, sectionPath } from '@/i18n/routes';
import type { RevalidationPlan } from '@/lib/revalidation/plan';
import { type ContentKind, contentKinds } from '@/queries/tags';

const listOfKind: Partial<Record<ContentKind, Section>> = {
  events: 'calendar',
  artists: 'artists',
  news: 'news',
  categories: 'about',
};

function isContentKind(value: string): value is ContentKind {
  return (contentKinds as readonly string[]).includes(value);
}

/** The public pages that show a tag's content, found from the tag alone (no content lookup). */
export function pathsForTag(tag: string): string[] {
  const [kind = '', locale = '', ...rest] = tag.split(':');
  const slug = rest.join(':');
  if (!isContentKind(kind) || !isLocale(locale)) return [];
  if (!slug) {
    const list = listOfKind[kind];
    return [homePath(locale), ...(list ? [sectionPath(locale, list)] : [])];
  }
  switch (kind) {
    case 'events':
      return [eventPath(locale, slug)];
    case 'artists':
      return [artistPath(locale, slug)];
    case 'news':
      return [newsPath(locale, slug)];
    case 'categories':
      return [aboutPath(locale, slug)];
    case 'pages':
      return [pagePath(locale, slug, locale === 'en' ? slug : null)];
    case 'shell':
      return [homePath(locale)];
  }
}

/**
 * The same page in the other language when the route table alone gives it: the home page and
 * section pages (`/calendar` ↔ `/fr/calendrier`). Items are not mapped: their slugs differ by
 * language, and content webhooks already list both.
 */
export function counterpartPath(publicPath: string): string | null {
  const [pathname = '/'] = publicPath.split('?');
  const route = resolvePublicPath(pathname);
  if (!route) return null;
  const other = otherLocale(route.locale);
  const parts = route.internalPath.split('/').filter(Boolean);
  if (parts.length === 0) return homePath(other);
  if (parts.length > 1) return null;
  const section = sectionForSegment('en', parts[0]!);
  return section ? sectionPath(other, section) : null;
}

/** Every public path a CDN should drop after a revalidation, in both languages. */
export function purgePaths(plan: RevalidationPlan): string[] {
  const paths = new Set<string>([...plan.publicPaths, ...plan.tags.flatMap(pathsForTag)]);
  for (const path of [...paths]) {
    const counterpart = counterpartPath(path);
    if (counterpart) paths.add(counterpart);
  }
  return [...paths];
}

/** Absolute URLs on the public origin (what purge-by-URL APIs take). */
export function publicUrls(paths: string[], siteUrl: string): string[] {
  const origin = siteUrl.replace(/\/+$/, '');
  return paths.map((path) => `${origin}${path.startsWith('/') ? path : `/${path}`}`);
}
