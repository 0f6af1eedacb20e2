import { type ContentType, contentTypes } from '@/i18n/content-types';
import { locales } from '@/i18n/locales';
import type { AffectedContent, FoundItem, ItemKey, LookupOptions } from '@/queries/revalidation';
import { publicSlugOf } from '@/queries/revalidation';
import { type SlugIndex, slugsOf } from '@/queries/slug-index';
import type { RevalidationRequest } from './parse-request';
import type { PostTransition } from './plugin-body';
import { type RevalidationPlan, planForPaths, planForTags, unique } from './plan';
import { type ChangedPost, planForPost, planForUnknownPost } from './plan-post';

export type PostRequest = Extract<RevalidationRequest, { kind: 'post' }>;

/** The events that print a venue's name, and the artists on their bills. */
export interface VenueShowing {
  events: FoundItem[];
  artists: ItemKey[];
}

/** The content lookups the webhook makes (queries/revalidation.ts, queries/slug-index.ts), injectable for tests. */
export interface ResolveDeps {
  findById(id: number, options: LookupOptions): Promise<AffectedContent>;
  findBySlug(slug: string, type: ContentType, options: LookupOptions): Promise<AffectedContent>;
  /** The site's CACHED slug index: what it knew before this change. */
  slugIndex(type: ContentType, locale: (typeof locales)[number]): Promise<SlugIndex>;
  /** The site's CACHED festival day of each event, by database id (the day before the change). */
  eventDays?(locale: (typeof locales)[number]): Promise<ReadonlyMap<number, string>>;
  /** What the site's CACHED event list shows a venue's name on, by the venue's slugs in a language. */
  venueShowing?(locale: (typeof locales)[number], venueSlugs: readonly string[]): Promise<VenueShowing>;
  /** Preview credentials are configured (CMS_PREVIEW_USER / CMS_PREVIEW_APP_PASSWORD). */
  hasEditorCredentials: boolean;
}

const empty: AffectedContent = { items: [], related: [] };

/**
 * The slugs the site's cached indexes hold for these post ids: the slug a renamed item was
 * published under, or the page of an item that has just left the public API. Read before the
 * webhook marks anything, so the cache still holds the index from before the change. A missing
 * index (never cached, content server down) only means less is known.
 */
async function previousSlugs(ids: readonly number[], types: readonly ContentType[], deps: ResolveDeps): Promise<ItemKey[]> {
  if (ids.length === 0) return [];
  const found: ItemKey[] = [];
  for (const type of types) {
    for (const locale of locales) {
      const index = await deps.slugIndex(type, locale).catch(() => null);
      if (!index) continue;
      for (const id of ids) found.push(...slugsOf(index, id).map((slug) => ({ type, locale, slug })));
    }
  }
  return found;
}

/**
 * Where the cached indexes hold a slug: the languages a post known only by the sender's slug had
 * a page in (Polylang gives each language its own slug, so normally one).
 */
async function slugHolders(slug: string, types: readonly ContentType[], deps: ResolveDeps): Promise<ItemKey[]> {
  const found: ItemKey[] = [];
  for (const type of types) {
    for (const locale of locales) {
      const index = await deps.slugIndex(type, locale).catch(() => null);
      if (index?.has(slug)) found.push({ type, locale, slug });
    }
  }
  return found;
}

type CachedEventDays = ReadonlyArray<ReadonlyMap<number, string> | null>;

/**
 * The site's cached festival day of every event, in each language, asked at once (a list not
 * cached only means less is known). Read while the post is looked up, not after: a list that is
 * not cached under its current key (its parts are keyed by the slug index's ids, which a save
 * just before may have changed) is fetched from the content server, and the webhook's answer
 * — which the pages of a later save wait for — would wait for it behind the lookup.
 */
function readEventDays(deps: ResolveDeps): Promise<CachedEventDays> {
  const read = deps.eventDays;
  if (!read) return Promise.resolve([]);
  return Promise.all(locales.map((locale) => read(locale).catch(() => null)));
}

/** The festival days the cached event lists give these events. */
function daysBefore(ids: readonly number[], known: CachedEventDays): string[] {
  const days = new Set<string>();
  for (const byId of known) {
    for (const id of ids) {
      const day = byId?.get(id);
      if (day) days.add(day);
    }
  }
  return [...days];
}

/** Every page that prints the venue's name under any slug it is or was known by (a list not cached only means less is known). */
async function venueShowing(venueKeys: readonly ItemKey[], deps: ResolveDeps): Promise<VenueShowing> {
  const showing: VenueShowing = { events: [], artists: [] };
  if (!deps.venueShowing) return showing;
  for (const locale of locales) {
    const slugs = unique(venueKeys.filter((key) => key.locale === locale).map((key) => key.slug));
    if (slugs.length === 0) continue;
    const found = await deps.venueShowing(locale, slugs).catch(() => null);
    showing.events.push(...(found?.events ?? []));
    showing.artists.push(...(found?.artists ?? []));
  }
  return showing;
}

async function lookUp(request: PostRequest, deps: ResolveDeps, options: LookupOptions): Promise<AffectedContent> {
  if (request.postId !== null) return deps.findById(request.postId, options);
  if (request.slug && request.content) return deps.findBySlug(request.slug, request.content, options);
  return empty;
}

function describePost(request: PostRequest): string {
  if (request.postId !== null) return `post ${request.postId}`;
  return `${request.content} ${request.slug}`;
}

/** Was public, or is: a save of a post that was and stays unpublished changes no page. */
function touchesPublicPages(transition: PostTransition): boolean {
  return transition.status === 'publish' || transition.previousStatus === 'publish';
}

/**
 * What the festival plugin says the post was before this save: its public URL when it was
 * published (the slug before a rename or a trash, exactly). Null without a language (no Polylang:
 * the cached slug indexes say it instead).
 */
function publishedBefore(transition: PostTransition | undefined, type: ContentType | null): ItemKey[] | null {
  if (!transition?.language || !type) return null;
  if (transition.previousStatus !== 'publish' || !transition.previousSlug) return [];
  return [{ type, locale: transition.language, slug: publicSlugOf(transition.previousSlug) }];
}

/** Which lookups a save needs: the public API for a published post, the editor's for one that left it, none for one deleted. */
function lookupsFor(transition: PostTransition | undefined): { public: boolean; editor: boolean } {
  if (!transition) return { public: true, editor: true };
  if (transition.status === 'publish') return { public: true, editor: false };
  return { public: false, editor: transition.status !== 'deleted' };
}

/**
 * Finds out what a change to one post did, and plans the refresh: a published or edited post is
 * found by the public API; one that left it (unpublished, scheduled, private, trashed) by the
 * editor of the preview credentials; the slug it had (renamed, or gone) from the site's cached
 * slug index; a deleted one from the sender's slug. What stays unknown is said in the answer.
 * The festival plugin says the status and slug before and after (`transition`): the URL that is
 * gone is the one it names, the slug indexes are not read, and only the lookup the new status
 * needs is made (none for a post deleted for good).
 */
export async function planForPostRequest(request: PostRequest, deps: ResolveDeps): Promise<RevalidationPlan> {
  const transition = request.transition;
  if (transition && !touchesPublicPages(transition)) return { tags: [], publicPaths: [], gonePaths: [], unresolved: [] };
  const types = request.content ? [request.content] : [...contentTypes];
  const before = publishedBefore(transition, request.content);
  const idsPrevious = before ?? (await previousSlugs(request.postId !== null ? [request.postId] : [], types, deps));
  const cachedEventDays = types.includes('event') ? readEventDays(deps) : Promise.resolve([]);
  const unresolved: string[] = [];
  const lookups = lookupsFor(transition);

  let found = lookups.public ? await lookUp(request, deps, {}) : empty;
  if (!found.items.some((item) => item.public) && lookups.editor) {
    if (deps.hasEditorCredentials) {
      const asEditor = await lookUp(request, deps, { asEditor: true });
      if (asEditor.items.length > 0) found = asEditor;
      else unresolved.push(`${describePost(request)}: not found even as the editor (deleted?); refreshed by the slugs the site knew${request.slug ? ' and the one sent' : ''}`);
    } else {
      unresolved.push(
        `${describePost(request)}: not in the public API (unpublished, scheduled, trashed or deleted) and no editor credentials ` +
          '(CMS_PREVIEW_USER, CMS_PREVIEW_APP_PASSWORD) to look it up: its translations and the pages that link to it were not refreshed',
      );
    }
  }
  // The translations' ids too: their index entries name their pages as the site knew them (a
  // plugin's save changed only its own post: its published translations are as they were).
  const translationIds = found.items.map((item) => item.databaseId).filter((id): id is number => id !== null && id !== request.postId);
  const translationsBefore = before
    ? found.items.filter((item) => item.public && item.databaseId !== request.postId).map(({ type, locale, slug }) => ({ type, locale, slug }))
    : await previousSlugs(translationIds, types, deps);
  const known = [...idsPrevious, ...translationsBefore];
  const senderSlug = request.slug ? publicSlugOf(request.slug) : null;
  // Sent without an id and known by nothing else (deleted): the sender's slug, in the languages
  // whose index holds it; in none, its URLs were already gone (or never existed). With an id the
  // indexes do not hold, a slug they hold is another post's.
  const bySenderSlug = request.postId === null && found.items.length === 0 && known.length === 0 && senderSlug;
  const previous = bySenderSlug ? await slugHolders(senderSlug, types, deps) : known;

  const type = request.content ?? found.items[0]?.type ?? previous[0]?.type;
  const previousDays = type === 'event' ? daysBefore([...(request.postId !== null ? [request.postId] : []), ...translationIds], await cachedEventDays) : [];
  const extra = mergeExtras(request);
  if (!type) {
    return withExtras(planForUnknownPost([...unresolved, `${describePost(request)}: not found anywhere; refreshed every list, home and the sitemap, not its own page`]), extra);
  }
  const items = found.items.filter((item) => item.type === type);
  const previousOfType = previous.filter((item) => item.type === type);
  const showing =
    type === 'venue'
      ? await venueShowing([...items, ...previousOfType, ...(senderSlug ? locales.map((locale) => ({ type, locale, slug: senderSlug })) : [])], deps)
      : null;
  const savedLocale = transition?.language ?? items.find((item) => request.postId !== null && item.databaseId === request.postId)?.locale;
  const change: ChangedPost = {
    type,
    items,
    ...(savedLocale ? { savedLocale } : {}),
    related: [...found.related, ...(showing?.artists ?? [])],
    previous: previousOfType,
    ...(showing ? { showingEvents: showing.events } : {}),
    senderSlug,
    previousDays,
    unresolved,
  };
  return withExtras(planForPost(change), extra);
}

/** Paths and tags the sender added beside the post. */
function mergeExtras(request: PostRequest): RevalidationPlan | null {
  if (request.paths.length === 0 && request.tags.length === 0) return null;
  const fromPaths = planForPaths(request.paths);
  return { tags: unique([...fromPaths.tags, ...planForTags(request.tags).tags]), publicPaths: fromPaths.publicPaths };
}

function withExtras(plan: RevalidationPlan, extra: RevalidationPlan | null): RevalidationPlan {
  if (!extra) return plan;
  return { ...plan, tags: unique([...plan.tags, ...extra.tags]), publicPaths: unique([...plan.publicPaths, ...extra.publicPaths]) };
}
