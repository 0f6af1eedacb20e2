import { type ContentType, contentTypes } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { fetchContent } from './client';
import type { ResultOf } from './document';
import { lookupDocument, type LookupNodeOf } from './content-documents';
import { eventStartsAt } from './event-start';
import { getAllEvents } from './events';
import { festivalDay } from '@/lib/festival-day';
import { toLocalDateTime } from './adapter';
import type { Loose, Maybe } from './nodes';

/**
 * What the revalidation webhook needs to know about changed content: each matching item in
 * every language with its status (an editor sees the unpublished ones), its translations, its
 * categories (for the filtered lists), and the items that show it (an event's artists, an
 * artist's events, a news post's related news). Read without cache. The documents ask every
 * type of the registry (queries/content-documents.ts `lookupDocument`).
 */
const contentByDatabaseIdDocument = lookupDocument('databaseId');
const contentBySlugDocument = lookupDocument('slug');

/** Every status an editor may find a post in (WordPress's, revisions aside). */
const editorStati = ['PUBLISH', 'DRAFT', 'PENDING', 'PRIVATE', 'FUTURE', 'TRASH'];

export interface ItemKey {
  type: ContentType;
  locale: Locale;
  slug: string;
}

/** A changed item (or its translation) as found: whether it is public now, its categories. */
export interface FoundItem extends ItemKey {
  databaseId: number | null;
  public: boolean;
  categories: string[];
  /** An event's festival day as it is now (`2027-09-23`; its new date when it moved), else null. */
  day?: string | null;
}

/** One item as the lookup answers it, whatever its type (each type's `lookup` fragment adds its fields). */
type LookupNode = Loose<LookupNodeOf<ContentType>>;

/** WordPress renames a trashed post `{slug}__trashed`; its public URL was the slug without it. */
export function publicSlugOf(slug: string): string {
  return slug.replace(/__trashed$/, '');
}

function key(type: ContentType, node: Maybe<{ slug?: Maybe<string>; language?: Maybe<{ code?: Maybe<string> }> }>): ItemKey | null {
  const code = node?.language?.code;
  if (!node?.slug || (code !== 'EN' && code !== 'FR')) return null;
  return { type, locale: code === 'EN' ? 'en' : 'fr', slug: publicSlugOf(node.slug) };
}

function found(type: ContentType, node: Maybe<LookupNode>, categories: string[]): FoundItem | null {
  const item = key(type, node);
  if (!item) return null;
  // Anonymous answers only hold published posts (no status asked for is needed to know it).
  const isPublic = !node?.status || node.status === 'publish';
  const startsAt = toLocalDateTime(node?.eventDetails?.newDate ?? null) ?? toLocalDateTime(node?.eventDetails?.showDatetime ?? null);
  return { ...item, databaseId: node?.databaseId ?? null, public: isPublic, categories, day: startsAt ? festivalDay(startsAt) : null };
}

export interface AffectedContent {
  /** The changed items in every language. */
  items: FoundItem[];
  /** Items whose pages show the changed ones. */
  related: ItemKey[];
}

function collect(data: ResultOf<typeof contentBySlugDocument>, onlyType?: ContentType): AffectedContent {
  const items: FoundItem[] = [];
  const related: ItemKey[] = [];
  for (const type of contentTypes) {
    if (onlyType && type !== onlyType) continue;
    for (const node of (data[type]?.nodes ?? []) as Array<Maybe<LookupNode>>) {
      const categories = (node?.categories?.nodes ?? []).map((c) => c?.slug).filter((slug): slug is string => Boolean(slug));
      const own = found(type, node, categories);
      if (own) items.push(own);
      for (const translation of node?.translations ?? []) {
        const other = found(type, translation, []);
        if (other) items.push(other);
      }
      const links: Array<[ContentType, Maybe<Array<Maybe<{ slug?: Maybe<string>; language?: Maybe<{ code?: Maybe<string> }> }>>>]> = [
        ['artist', node?.eventDetails?.eventArtists?.nodes],
        ['venue', node?.eventDetails?.eventVenue?.nodes],
        ['event', node?.artistDetails?.artistAttachedEvents?.nodes],
        ['news', node?.newsOptions?.relatedNews?.nodes],
      ];
      for (const [relatedType, nodes] of links) {
        for (const linked of nodes ?? []) {
          const item = key(relatedType, linked);
          if (item) related.push(item);
        }
      }
    }
  }
  return { items, related };
}

export interface LookupOptions {
  /** Ask as the editor of the preview credentials: unpublished posts are found too. */
  asEditor?: boolean;
}

function lookupOptions({ asEditor = false }: LookupOptions) {
  return { tags: [], noStore: true, preview: asEditor };
}

export async function findContentByDatabaseId(databaseId: number, options: LookupOptions = {}): Promise<AffectedContent> {
  const variables = { ids: [String(databaseId)], ...(options.asEditor ? { stati: editorStati } : {}) };
  return collect(await fetchContent(contentByDatabaseIdDocument, variables, lookupOptions(options)));
}

export async function findContentBySlug(slug: string, type: ContentType, options: LookupOptions = {}): Promise<AffectedContent> {
  const variables = { slug, ...(options.asEditor ? { stati: editorStati } : {}) };
  return collect(await fetchContent(contentBySlugDocument, variables, lookupOptions(options)), type);
}

/**
 * The festival day of each event (by database id) as the site's CACHED event list holds it: the
 * day an event was on before a save moved or removed it. Read before the webhook marks anything.
 */
export async function cachedEventDays(locale: Locale): Promise<ReadonlyMap<number, string>> {
  const days = new Map<number, string>();
  for (const event of await getAllEvents(locale)) {
    const startsAt = eventStartsAt(event);
    if (event.databaseId !== null && startsAt) days.set(event.databaseId, festivalDay(startsAt));
  }
  return days;
}

/**
 * What prints a venue's name, as the site's CACHED event list holds it (the pages showing the
 * name as it was before a save): the events whose venue has one of `venueSlugs` (the venue's
 * slugs before and after a rename), with their festival day and categories (the day and category
 * lists they are in), and the artists on their bills (an artist's page lists its sets' venues).
 */
export async function cachedEventsAtVenues(locale: Locale, venueSlugs: readonly string[]): Promise<{ events: FoundItem[]; artists: ItemKey[] }> {
  const wanted = new Set(venueSlugs);
  const atVenue = (await getAllEvents(locale)).filter((event) => event.venue?.slug && wanted.has(event.venue.slug));
  const events = atVenue.map((event): FoundItem => {
    const startsAt = eventStartsAt(event);
    const day = startsAt ? festivalDay(startsAt) : null;
    return { type: 'event', locale, slug: event.slug, databaseId: event.databaseId, public: true, categories: event.categories.map((c) => c.slug), day };
  });
  const artists = atVenue.flatMap((event) => event.artists.map((artist): ItemKey => ({ type: 'artist', locale, slug: artist.slug })));
  return { events, artists };
}
