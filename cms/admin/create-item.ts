/**
 * A new post, as an editor creates it in WordPress: title, content, status (published at once by
 * default), slug from the title unless given (`sanitize_title`, made unique), categories,
 * featured image, Polylang translation link, ACF fields and relationships. Relationships between
 * events and artists are bidirectional, as ACF 6.2+ keeps them (`eventArtists` ↔
 * `artistAttachedEvents`): creating an event with an artist adds the event to the artist.
 *
 *   { "type": "event", "language": "en", "title": "Late Show", "status": "publish",
 *     "categories": ["music"], "featuredImage": "2027/08/poster-01-circles.jpg",
 *     "translationOf": null, "artists": ["mira-solenne"], "venue": "la-sala-rossa",
 *     "fields": { "showDatetime": "2027-09-25 22:00:00", "price": "$15" } }
 */
import { type CreatableApiName, servedTypes } from '../content-types';
import type { ArtistRecord, ContentStore, EventRecord, LanguageCode, NewsRecord, PageRecord, PostRecord, PostStatus, PostType } from '../store/types';
import { siteLocalNow } from './apply-edit';
import { checkValue, editableFields, editableStatuses, postTypeOf, type EditableStatus } from './fields';
import { sanitizeSlug, uniqueSlug } from './slugs';

export type CreatableType = CreatableApiName;
export const creatableTypes = servedTypes.filter((type) => type.creatable).map((type) => type.apiName as CreatableType);

export interface NewItem {
  type: CreatableType;
  language: LanguageCode;
  title: string;
  /** Default: from the title. */
  slug: string | null;
  content: string;
  excerpt: string | null;
  status: Exclude<EditableStatus, 'trash'>;
  /** `YYYY-MM-DD HH:MM:SS` site-local; default now. */
  date: string | null;
  /** Slug of the same type's item in the other language that this one translates. */
  translationOf: string | null;
  /** Category term slugs of the same language. */
  categories: string[];
  /** A media file below the uploads folder (`2027/08/poster-01-circles.jpg`). */
  featuredImage: string | null;
  /** Slugs (same language) of the linked artists (events), events (artists) or news (news). */
  artists: string[];
  events: string[];
  relatedNews: string[];
  /** Venue slug (events). */
  venue: string | null;
  /** ACF fields of the type's group, as the edit endpoint takes them. */
  fields: Record<string, string | boolean | null>;
}

export interface LoggedCreate extends NewItem {
  op: 'create';
  /** The database id it was given (kept so that a replay gives it again). */
  id: number;
  at: string;
}

const allowedKeys = new Set([
  'type', 'language', 'title', 'slug', 'content', 'excerpt', 'status', 'date', 'translationOf',
  'categories', 'featuredImage', 'artists', 'events', 'relatedNews', 'venue', 'fields',
]);

function stringList(value: unknown, name: string): string[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 50 || !value.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 200)) {
    return `"${name}" must be a list of slugs`;
  }
  return value as string[];
}

function optionalString(value: unknown, name: string, max = 200_000): string | null | { error: string } {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && value.length <= max ? value : { error: `"${name}" must be a string` };
}

/** A new item from a request body, or a one-line reason for a 400. */
export function parseNewItem(body: unknown): NewItem | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const record = body as Record<string, unknown>;
  const unknownKey = Object.keys(record).find((key) => !allowedKeys.has(key));
  if (unknownKey !== undefined) return `unknown key ${JSON.stringify(unknownKey).slice(0, 60)}`;
  if (!creatableTypes.includes(record.type as CreatableType)) return `"type" must be one of ${creatableTypes.join(', ')}`;
  const type = record.type as CreatableType;
  const code = typeof record.language === 'string' ? record.language.toUpperCase() : '';
  if (code !== 'EN' && code !== 'FR') return '"language" must be "en" or "fr"';
  const title = checkValue('title', { kind: 'title' }, record.title);
  if (typeof title === 'string') return title;
  const status = record.status ?? 'publish';
  if (status === 'trash' || !editableStatuses.includes(status as EditableStatus)) {
    return `"status" must be one of ${editableStatuses.filter((s) => s !== 'trash').join(', ')}`;
  }
  const date = record.date ?? null;
  if (date !== null && (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(date))) return '"date" must be "YYYY-MM-DD HH:MM:SS"';
  const strings: Record<string, string | null> = {};
  for (const [name, max] of [['slug', 200], ['content', 200_000], ['excerpt', 200_000], ['translationOf', 200], ['featuredImage', 500], ['venue', 200]] as const) {
    const value = optionalString(record[name], name, max);
    if (typeof value === 'object' && value !== null) return value.error;
    strings[name] = value;
  }
  const lists: Record<string, string[]> = {};
  for (const name of ['categories', 'artists', 'events', 'relatedNews'] as const) {
    const value = stringList(record[name], name);
    if (typeof value === 'string') return value;
    lists[name] = value;
  }
  const fields: Record<string, string | boolean | null> = {};
  if (record.fields !== undefined && record.fields !== null) {
    if (typeof record.fields !== 'object' || Array.isArray(record.fields)) return '"fields" must be an object';
    for (const [field, value] of Object.entries(record.fields as Record<string, unknown>)) {
      const spec = editableFields[type][field];
      if (!spec?.group) return `"fields" of ${type} take its ACF fields only, not ${JSON.stringify(field).slice(0, 60)}`;
      const checked = checkValue(field, spec, value);
      if (typeof checked === 'string') return checked;
      fields[field] = checked.value;
    }
  }
  return {
    type,
    language: code,
    title: title.value as string,
    slug: strings.slug ?? null,
    content: strings.content ?? '',
    excerpt: strings.excerpt ?? null,
    status: status as NewItem['status'],
    date: date as string | null,
    translationOf: strings.translationOf ?? null,
    categories: lists.categories!,
    featuredImage: strings.featuredImage ?? null,
    artists: lists.artists!,
    events: lists.events!,
    relatedNews: lists.relatedNews!,
    venue: strings.venue ?? null,
    fields,
  };
}

export type CreateResult = { ok: true; store: ContentStore; created: LoggedCreate; post: PostRecord } | { ok: false; status: 400 | 404; error: string };

/** WordPress's posts, media, menu items and revisions share one id sequence (`wp_posts`). */
function nextPostId(store: ContentStore): number {
  const ids = [
    ...store.posts.map((p) => p.databaseId),
    ...store.media.map((m) => m.databaseId),
    ...store.menuItems.map((m) => m.databaseId),
    ...(store.revisions ?? []).map((r) => r.databaseId),
  ];
  return Math.max(0, ...ids) + 1;
}

class Missing extends Error {}

/** Resolves slugs of one post type and language to ids; an unknown one is a 404. */
function idsOf(store: ContentStore, postType: PostType, language: LanguageCode, slugs: readonly string[], what: string): number[] {
  return slugs.map((slug) => {
    const post = store.posts.find((p) => p.postType === postType && p.language === language && p.slug === slug);
    if (!post) throw new Missing(`no ${what} with slug ${JSON.stringify(slug)} in ${language}`);
    return post.databaseId;
  });
}

type TypeFields =
  | Pick<EventRecord, 'eventDetails'>
  | Pick<ArtistRecord, 'artistDetails'>
  | Pick<NewsRecord, 'authorId' | 'newsTypeIds' | 'newsOptions'>
  | Pick<PageRecord, 'parentId' | 'authorId'>
  | Record<never, never>;

/** The fields of the type's own record shape: ACF groups (defaults, then the given fields), author, parent. */
function detailsFor(item: NewItem, store: ContentStore, id: number): TypeFields {
  const language = item.language;
  const acf = <T extends object>(defaults: T): T => ({ ...defaults, ...item.fields }) as T;
  const author = store.users[0]?.databaseId ?? 1;
  switch (item.type) {
    case 'event':
      return {
        eventDetails: acf({
          doorsDatetime: null, showDatetime: null, newDate: null, facebookEventUrl: null, price: null, ticketUrl: null,
          buttonState: null, eventFpId: null, performanceTimes: null,
          venueId: item.venue ? idsOf(store, 'venue', language, [item.venue], 'venue')[0]! : null,
          artistIds: idsOf(store, 'artist', language, item.artists, 'artist'),
        }),
      };
    case 'artist':
      return {
        artistDetails: acf({
          artistAlbumTrackUrl: null, artistBandcampUrl: null, artistFacebookUrl: null, artistHometown: null,
          artistInstagramUrl: null, artistSoundcloudUrl: null, artistSpotifyUrl: null, artistTwitterUrl: null,
          artistWebsiteUrl: null, artistYoutubeUrl: null,
          attachedEventIds: idsOf(store, 'event', language, item.events, 'event'),
        }),
      };
    case 'news':
      return {
        authorId: author,
        newsTypeIds: [],
        newsOptions: acf({ newsIntro: null, relatedNewsIds: idsOf(store, 'post', language, item.relatedNews, 'news post').filter((r) => r !== id) }),
      };
    case 'page':
      return { parentId: null, authorId: author };
    default:
      return {};
  }
}

/** ACF's bidirectional relationship: the linked artists list the new event, and the reverse. */
function linkBack(posts: PostRecord[], created: PostRecord): PostRecord[] {
  if (created.postType === 'event') {
    const artists = new Set(created.eventDetails.artistIds);
    return posts.map((p) =>
      p.postType === 'artist' && artists.has(p.databaseId)
        ? { ...p, artistDetails: { ...p.artistDetails, attachedEventIds: [...p.artistDetails.attachedEventIds, created.databaseId] } }
        : p,
    );
  }
  if (created.postType === 'artist') {
    const events = new Set(created.artistDetails.attachedEventIds);
    return posts.map((p) =>
      p.postType === 'event' && events.has(p.databaseId)
        ? { ...p, eventDetails: { ...p.eventDetails, artistIds: [...p.eventDetails.artistIds, created.databaseId] } }
        : p,
    );
  }
  return posts;
}

/** The store with the new item added, or why it cannot be (the store is never changed in place). */
export function createItem(store: ContentStore, item: NewItem, at: string = siteLocalNow(), givenId?: number): CreateResult {
  const postType = postTypeOf[item.type];
  const other: LanguageCode = item.language === 'EN' ? 'FR' : 'EN';
  const id = givenId && !store.posts.some((p) => p.databaseId === givenId) ? givenId : nextPostId(store);
  try {
    let translationGroup = `${item.type}:created-${id}`;
    if (item.translationOf) {
      const original = store.posts.find((p) => p.postType === postType && p.language === other && p.slug === item.translationOf);
      if (!original) throw new Missing(`no ${item.type} with slug ${JSON.stringify(item.translationOf)} in ${other} to translate`);
      const taken = store.posts.some((p) => p.translationGroup === original.translationGroup && p.language === item.language && p.postType === postType);
      if (taken) return { ok: false, status: 400, error: `${item.type} ${item.translationOf} already has a ${item.language} translation` };
      translationGroup = original.translationGroup;
    }
    const media = item.featuredImage ? store.media.find((m) => m.file === item.featuredImage) : null;
    if (item.featuredImage && !media) throw new Missing(`no media file ${JSON.stringify(item.featuredImage)}`);
    const categoryIds = item.categories.map((slug) => {
      const term = store.terms.find((t) => t.taxonomy === 'category' && t.language === item.language && t.slug === slug);
      if (!term) throw new Missing(`no category with slug ${JSON.stringify(slug)} in ${item.language}`);
      return term.databaseId;
    });
    const slug = sanitizeSlug(item.slug ?? item.title);
    if (!slug) return { ok: false, status: 400, error: 'the title or slug makes an empty slug' };
    const date = item.date ?? at;
    const post = {
      databaseId: id,
      postType,
      language: item.language,
      translationGroup,
      slug: uniqueSlug(store.posts, postType, item.language, slug),
      title: item.title,
      content: item.content,
      ...(item.excerpt ? { excerpt: item.excerpt } : {}),
      status: item.status as PostStatus,
      date,
      modified: at,
      featuredImageId: media?.databaseId ?? null,
      categoryIds,
      ...detailsFor(item, store, id),
    } as PostRecord;
    return {
      ok: true,
      store: { ...store, posts: [...linkBack(store.posts, post), post] },
      created: { op: 'create', ...item, slug: post.slug, id, at },
      post,
    };
  } catch (error) {
    if (error instanceof Missing) return { ok: false, status: 404, error: error.message };
    throw error;
  }
}
