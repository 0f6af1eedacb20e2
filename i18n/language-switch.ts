import { type Locale, otherLocale } from './locales';
import { aboutPath, artistPath, categoryFilterPath, eventPath, newsPath, pagePath } from './links';
import { homePath, type Section, sectionPath } from './routes';

/**
 * What the current page is, as far as the language switch cares: a list or fixed page (its
 * section), or an item with its translation's slug (null when it has no translation).
 */
export type CurrentRoute =
  | { kind: 'home' }
  | { kind: 'section'; section: Section }
  | { kind: 'filtered'; list: 'calendar' | 'artists'; translationSlug: string | null }
  | { kind: 'item'; type: 'event' | 'artist' | 'news' | 'page' | 'about'; translationSlug: string | null; translationEnglishSlug?: string | null };

/** Where an item type's visitors go when the item has no translation: its list, or home. */
const fallbackSection: Record<Extract<CurrentRoute, { kind: 'item' }>['type'], Section | null> = {
  event: 'calendar',
  artist: 'artists',
  news: 'news',
  about: 'about',
  page: null,
};

/**
 * The spec's language switch: map the first path segment to the other language (the route
 * table) and replace the second with the current item's translated slug (from the content).
 * Never leads to a 404: without a translation it goes to the other language's list or home.
 */
export function buildLanguageSwitchHref(locale: Locale, route: CurrentRoute): string {
  const target = otherLocale(locale);
  switch (route.kind) {
    case 'home':
      return homePath(target);
    case 'section':
      return sectionPath(target, route.section);
    case 'filtered':
      return route.translationSlug
        ? categoryFilterPath(target, route.list, route.translationSlug)
        : sectionPath(target, route.list);
    case 'item': {
      const slug = route.translationSlug;
      if (!slug) {
        const section = fallbackSection[route.type];
        return section ? sectionPath(target, section) : homePath(target);
      }
      switch (route.type) {
        case 'event':
          return eventPath(target, slug);
        case 'artist':
          return artistPath(target, slug);
        case 'news':
          return newsPath(target, slug);
        case 'about':
          return aboutPath(target, slug);
        case 'page':
          return pagePath(target, slug, target === 'en' ? slug : (route.translationEnglishSlug ?? null));
      }
    }
  }
}
