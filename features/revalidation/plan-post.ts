import { type ContentType, contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import { categoryFilterPath } from '@/i18n/links';
import { type Locale, locales } from '@/i18n/locales';
import { pathsShowingEvery } from '@/i18n/item-pages';
import { parsePublicPath } from '@/i18n/public-path.mjs';
import { filteredListSections, homePath } from '@/i18n/routes';
import type { FoundItem, ItemKey } from '@/queries/revalidation';
import { contentTag, itemTag, slugIndexTag } from '@/queries/tags';
import { categoryDayPaths, dayPaths, listPaths, planForShell, publicItemPath, type RevalidationPlan, unique } from './plan';

/**
 * One changed post, as the webhook found it out (features/revalidation/resolve.ts): the whole
 * lifecycle comes down to which of its pages live on and which are gone.
 *
 * - published or edited: `items` public (a new one is public and was in no index);
 * - unpublished, scheduled, made private, trashed: `items` not public (an editor's lookup);
 * - renamed: `items` public under the new slug, `previous` holds the slug the site knew;
 * - deleted, or unpublished without editor credentials: `items` empty, `previous` from the
 *   site's cached slug index, or only the sender's slug.
 */
export interface ChangedPost {
  type: ContentType;
  /** The post and its translations as they are now. */
  items: FoundItem[];
  /** Items whose pages show it (an event's artists, an artist's events, related news). */
  related: ItemKey[];
  /** Slugs the site's cached slug index held for the post (and its translations) before the change. */
  previous: ItemKey[];
  /**
   * The slug the sender named. When nothing else is known of the post, its pages in both
   * languages are refreshed at that slug, but not declared gone: no index shows they existed.
   */
  senderSlug: string | null;
  /** The language of the post the sender named (the one just saved), when it was found. */
  savedLocale?: Locale;
  /** An event's festival days as the site's cached lists held them before the change. */
  previousDays?: string[];
  /** A venue's events as the site's cached lists held them: their pages and lists print its name. */
  showingEvents?: FoundItem[];
  unresolved: string[];
}

const sameItem = (a: ItemKey, b: ItemKey) => a.type === b.type && a.locale === b.locale && a.slug === b.slug;

function uniqueItems<T extends ItemKey>(items: readonly T[]): T[] {
  return items.filter((item, index) => items.findIndex((other) => sameItem(other, item)) === index);
}

/** The category-filtered lists an item of the type appears in (`/calendar?category=music`). */
function filteredListPaths(items: readonly FoundItem[]): string[] {
  return items.flatMap((item) => {
    const list = contentTypeRegistry[item.type].listSection;
    if (!list || !(filteredListSections as readonly string[]).includes(list)) return [];
    return item.categories.map((category) => categoryFilterPath(item.locale, list as (typeof filteredListSections)[number], category));
  });
}

/**
 * The pages that print a venue's name: its events' pages, and every list of events (the
 * calendar, its day and category pages, the timetable, My schedule; the event list tags also
 * refresh the home page, the artists' pages and the venue pages, which read the same list).
 */
function venueShowingPages(events: readonly FoundItem[]): { tags: string[]; paths: string[] } {
  const days = unique(events.flatMap((event) => (event.day ? [event.day] : []))).sort();
  return {
    tags: [...locales.map((locale) => contentTag('event', locale)), ...events.map((event) => itemTag('event', event.locale, event.slug))],
    paths: [
      ...events.map((event) => publicItemPath(event, events)),
      ...listPaths('event'),
      ...dayPaths(days),
      ...pathsShowingEvery('event'),
      ...filteredListPaths(events),
      ...categoryDayPaths(events, days),
    ],
  };
}

/**
 * The saved language's pages before the other's, each group in its order. A post saved in both
 * languages sends two webhooks a moment apart; the second one's renders queue behind pages the
 * first one is rendering, and its own language's pages are the ones it changed.
 */
function savedLanguageFirst(paths: readonly string[], savedLocale: Locale | undefined): string[] {
  if (!savedLocale) return [...paths];
  const saved = (path: string) => parsePublicPath(path)?.locale === savedLocale;
  return [...paths.filter(saved), ...paths.filter((path) => !saved(path))];
}

/**
 * Everything that shows the changed post, and which of its URLs are gone: its pages in both
 * languages (a translation's page links to it through the language switch), the pages of the
 * items that link to it, every slug it was known by, the lists and slug indexes of its type
 * (the home page, filtered lists and the sitemap read the same tags), home and sitemap.
 */
export function planForPost(change: ChangedPost): RevalidationPlan {
  const live = change.items.filter((item) => item.public);
  const stillLive = (key: ItemKey) => live.some((item) => sameItem(item, key));
  const senderKeys: ItemKey[] =
    change.items.length === 0 && change.previous.length === 0 && change.senderSlug
      ? locales.map((locale: Locale) => ({ type: change.type, locale, slug: change.senderSlug! }))
      : [];
  // Gone: the URLs that existed (the post's versions as found, the slugs the site knew) and no longer do.
  const gone = uniqueItems([...change.items.filter((item) => !item.public), ...change.previous].filter((key) => !stillLive(key)));
  const own = uniqueItems([...live, ...gone, ...senderKeys]);
  // The set of slugs changed (a new item, a renamed one, one gone): its type's slug index too,
  // which every item page of the type checks. A mere edit leaves the index and those pages alone.
  const slugsChanged = gone.length > 0 || senderKeys.length > 0 || live.some((item) => !change.previous.some((known) => sameItem(known, item)));
  const venuePages = change.type === 'venue' ? venueShowingPages(change.showingEvents ?? []) : { tags: [], paths: [] };
  const tags = unique([
    ...(slugsChanged ? locales.map((locale) => slugIndexTag(change.type, locale)) : []),
    ...[...own, ...change.related].map((item) => itemTag(item.type, item.locale, item.slug)),
    // Its type's lists and slug indexes. Not the related items' lists: an artist card does not
    // show the artist's events, and the artist's own page is refreshed by its item tag.
    ...locales.map((locale) => contentTag(change.type, locale)),
    // `category` names both a festival section and a category term, which every page's shell shows.
    ...(change.type === 'about' ? planForShell('about').tags : []),
    ...venuePages.tags,
  ]);
  const gonePaths = unique(gone.map((item) => publicItemPath(item, own)));
  // An event's day pages: the day it is on now and the day it was on (moved, or gone from it).
  const days = change.type === 'event' ? unique([...change.items.flatMap((item) => (item.day ? [item.day] : [])), ...(change.previousDays ?? [])]).sort() : [];
  // Most visited first: the instance renders them in this order after answering; the sitemap
  // (light, and what search engines find new pages by) before the timetable and My schedule
  // (the whole programme, the heaviest pages to render) and the filtered lists. The sitemap lists
  // URLs only: it changes when the slugs do.
  const publicPaths = unique([
    // Its own pages in both languages first (the saved language's first: a save in both sends two
    // webhooks a moment apart), and the URLs it left.
    ...savedLanguageFirst([...live.map((item) => publicItemPath(item, own)), ...gonePaths, ...senderKeys.map((item) => publicItemPath(item, own))], change.savedLocale),
    ...savedLanguageFirst(
      [
        // Its day pages and the pages of the items it shows (an event's artists) before home and
        // the lists: each shows a few events, is quick to render, and is as much its own as its
        // page (under a real WordPress's answer times they missed the 2 s behind the lists).
        ...dayPaths(days),
        ...change.related.map((item) => publicItemPath(item, change.related)),
      ],
      change.savedLocale,
    ),
    // A venue's name is printed on its events' pages and the lists of events: those next.
    ...venuePages.paths,
    ...locales.map(homePath),
    ...listPaths(change.type),
    // The venue list gives each venue's next event.
    ...(change.type === 'event' ? listPaths('venue') : []),
    ...(slugsChanged ? ['/sitemap.xml'] : []),
    ...pathsShowingEvery(change.type),
    ...filteredListPaths(change.items),
    ...categoryDayPaths(change.items, days),
  ]);
  return { tags, publicPaths, gonePaths, unresolved: change.unresolved };
}

/**
 * A post id nothing could be found for (not public, no editor credentials, not in the cached
 * indexes, no type or slug from the sender): every type's lists, slug indexes, home and sitemap.
 * Its own page, if it had one, is not known and waits for the time-based safety net.
 */
export function planForUnknownPost(unresolved: string[]): RevalidationPlan {
  return {
    tags: contentTypes.flatMap((type) => locales.flatMap((locale) => [contentTag(type, locale), slugIndexTag(type, locale)])),
    publicPaths: unique([...locales.map(homePath), ...contentTypes.flatMap(listPaths), '/sitemap.xml']),
    gonePaths: [],
    unresolved,
  };
}
