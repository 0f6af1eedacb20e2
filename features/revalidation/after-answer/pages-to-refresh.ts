import { searchIndexPath } from '@/features/search/search-index-path';
import { contentTypeRegistry, itemPath } from '@/i18n/content-types';
import { otherLocale } from '@/i18n/locales';
import { pathsShowingEvery } from '@/i18n/item-pages';
import { parsePublicPath } from '@/i18n/public-path.mjs';
import { homePath, sectionPath } from '@/i18n/routes';
import type { RevalidationPlan } from '../plan';
import { parseTag } from '@/queries/tags';

/** The public pages that show a tag's content, found from the tag alone (no content lookup). */
export function pathsForTag(tag: string): string[] {
  const parsed = parseTag(tag);
  if (!parsed) return [];
  const { content, locale, slug } = parsed;
  if (content === 'shell') return [homePath(locale)];
  if (!slug) {
    const list = contentTypeRegistry[content].listSection;
    return [homePath(locale), ...(list ? [sectionPath(locale, list)] : []), ...pathsShowingEvery(content, [locale]), searchIndexPath(locale)];
  }
  // A page's tag is its English slug for top-level pages, so in English it is its own.
  return [itemPath(content, locale, { slug, englishSlug: locale === 'en' ? slug : null })];
}

/**
 * The same page in the other language when the route table alone gives it: the home page and
 * section pages (`/calendar` ↔ `/fr/calendrier`). Items are not mapped: their slugs differ by
 * language, and content webhooks already list both.
 */
export function counterpartPath(publicPath: string): string | null {
  const [pathname = '/'] = publicPath.split('?');
  const path = parsePublicPath(pathname);
  if (!path) return null;
  const other = otherLocale(path.locale);
  if (!path.section) return homePath(other);
  return path.rest.length === 0 ? sectionPath(other, path.section) : null;
}

/**
 * Every public path a revalidation affects, in both languages: the pages the webhook renders
 * anew on this instance (and then tells its listeners about: the CDN purge).
 */
export function pagesToRefresh(plan: RevalidationPlan): string[] {
  const paths = new Set<string>([...plan.publicPaths, ...plan.tags.flatMap(pathsForTag)]);
  for (const path of [...paths]) {
    const counterpart = counterpartPath(path);
    if (counterpart) paths.add(counterpart);
  }
  const languages = plan.languages;
  if (!languages) return [...paths];
  return [...paths].filter((path) => {
    const locale = parsePublicPath(path.split('?')[0] ?? '/')?.locale;
    return !locale || languages.includes(locale);
  });
}
