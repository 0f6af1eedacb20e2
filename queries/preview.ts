import { contentTypeRegistry, type PreviewableType } from '@/i18n/content-types';
import { type Locale, toLanguageCode } from '@/i18n/locales';
import { fetchContent } from './client';
import {
  artistDetailFields,
  categoryFields,
  document,
  eventDetailFields,
  mediaFields,
  newsDetailFields,
  pageFields,
  venueFields,
} from './fragments';
import type { Maybe, RawConnection } from './raw-types';

/**
 * What previews read beyond the public queries: drafts (by status) and the pending revision of
 * a post (WPGraphQL's `asPreview` on single-node queries). Only requests in Draft Mode use them,
 * and `fetchContent` then sends them authenticated and uncached (see queries/client.ts).
 */

/** The statuses an editor previews: everything but trash (WPGraphQL only honours them for editors). */
export const previewStati = ['PUBLISH', 'DRAFT', 'PENDING', 'FUTURE', 'PRIVATE'] as const;

/** `EventRevision`, `PageRevision`, `PostRevision`, `ArtistRevision`: the pending revision of one post. */
function revisionQuery(type: PreviewableType, fragment: string, ...fragments: string[]): string {
  const { single, type: graphqlType } = contentTypeRegistry[type].graphql;
  const fragmentName = /fragment (\w+) on/.exec(fragment)?.[1] ?? '';
  return document(
    /* GraphQL */ `
      query ${graphqlType}Revision($id: ID!) {
        node: ${single}(id: $id, asPreview: true) { ...${fragmentName} }
      }
    `,
    fragment,
    ...fragments,
  );
}

export const eventRevisionQuery = revisionQuery('event', eventDetailFields, categoryFields, mediaFields);
export const pageRevisionQuery = revisionQuery('page', pageFields, mediaFields);
export const newsRevisionQuery = revisionQuery('news', newsDetailFields, categoryFields, mediaFields);
export const artistRevisionQuery = revisionQuery('artist', artistDetailFields, categoryFields, mediaFields);
export const venueRevisionQuery = revisionQuery('venue', venueFields, mediaFields);

const revisionQueries: Record<PreviewableType, string> = {
  event: eventRevisionQuery,
  page: pageRevisionQuery,
  news: newsRevisionQuery,
  artist: artistRevisionQuery,
  venue: venueRevisionQuery,
};

/**
 * The fields a revision changes. Identity (id, slug, status, translations) stays the post's:
 * WordPress gives a revision its own id and an `{id}-autosave-v1` slug.
 */
const revisedFields = [
  'title',
  'content',
  'excerpt',
  'featuredImage',
  'categories',
  'eventDetails',
  'artistDetails',
  'newsOptions',
  'newsTypes',
] as const;

export function overlayRevision<TRaw extends object>(raw: TRaw, revision: Maybe<{ [K in keyof TRaw]?: TRaw[K] | null }>): TRaw {
  if (!revision) return raw;
  const revised = { ...raw } as Record<string, unknown>;
  for (const field of revisedFields) {
    if (field in revision && (revision as Record<string, unknown>)[field] != null) {
      revised[field] = (revision as Record<string, unknown>)[field];
    }
  }
  return revised as TRaw;
}

/** The item with its pending revision's title, content and fields, when it has one. */
export async function withPendingRevision<TRaw extends { id?: Maybe<string> }>(type: PreviewableType, raw: TRaw): Promise<TRaw> {
  if (!raw.id) return raw;
  const data = await fetchContent<{ node: Maybe<Partial<TRaw>> }>(revisionQueries[type], { id: raw.id }, { tags: [], preview: true });
  return overlayRevision(raw, data.node);
}

/** Where a preview link leads: the item's slug in its language, and its English slug for pages. */
export interface PreviewTarget {
  locale: Locale;
  slug: string;
  englishSlug: string | null;
}

interface RawTarget {
  slug?: Maybe<string>;
  language?: Maybe<{ code?: Maybe<string> }>;
  english?: Maybe<{ slug?: Maybe<string> }>;
}

const targetFields = /* GraphQL */ `slug language { code } english: translation(language: EN) { slug }`;

/** `EventPreviewTargetById`, …: a post by database id, drafts included. */
function targetByIdQuery(type: PreviewableType): string {
  const { single, type: graphqlType } = contentTypeRegistry[type].graphql;
  return /* GraphQL */ `
    query ${graphqlType}PreviewTargetById($id: ID!) {
      node: ${single}(id: $id, idType: DATABASE_ID) { ${targetFields} }
    }
  `;
}

/** `EventPreviewTargetBySlug`, …: a post by slug in a language, drafts included. */
function targetBySlugQuery(type: PreviewableType): string {
  const { plural, type: graphqlType } = contentTypeRegistry[type].graphql;
  return /* GraphQL */ `
    query ${graphqlType}PreviewTargetBySlug($slug: String!, $language: LanguageCodeFilterEnum!, $stati: [PostStatusEnum]) {
      items: ${plural}(first: 1, where: { name: $slug, language: $language, stati: $stati }) { nodes { ${targetFields} } }
    }
  `;
}

export const eventPreviewTargetByIdQuery = targetByIdQuery('event');
export const pagePreviewTargetByIdQuery = targetByIdQuery('page');
export const newsPreviewTargetByIdQuery = targetByIdQuery('news');
export const artistPreviewTargetByIdQuery = targetByIdQuery('artist');
export const venuePreviewTargetByIdQuery = targetByIdQuery('venue');
export const eventPreviewTargetBySlugQuery = targetBySlugQuery('event');
export const pagePreviewTargetBySlugQuery = targetBySlugQuery('page');
export const newsPreviewTargetBySlugQuery = targetBySlugQuery('news');
export const artistPreviewTargetBySlugQuery = targetBySlugQuery('artist');
export const venuePreviewTargetBySlugQuery = targetBySlugQuery('venue');

const previewTargetQueries: Record<`${PreviewableType}${'ById' | 'BySlug'}`, string> = {
  eventById: eventPreviewTargetByIdQuery,
  pageById: pagePreviewTargetByIdQuery,
  newsById: newsPreviewTargetByIdQuery,
  artistById: artistPreviewTargetByIdQuery,
  venueById: venuePreviewTargetByIdQuery,
  eventBySlug: eventPreviewTargetBySlugQuery,
  pageBySlug: pagePreviewTargetBySlugQuery,
  newsBySlug: newsPreviewTargetBySlugQuery,
  artistBySlug: artistPreviewTargetBySlugQuery,
  venueBySlug: venuePreviewTargetBySlugQuery,
};

function toTarget(raw: Maybe<RawTarget>): PreviewTarget | null {
  const code = raw?.language?.code;
  if (!raw?.slug || (code !== 'EN' && code !== 'FR')) return null;
  const locale: Locale = code === 'EN' ? 'en' : 'fr';
  return { locale, slug: raw.slug, englishSlug: locale === 'en' ? raw.slug : (raw.english?.slug ?? null) };
}

/**
 * Looks the item of a preview link up as the editor (drafts included): by database id (what
 * WordPress's preview link carries) or by slug in a language. Null when it does not exist, has
 * no slug yet, or is in another language than the link says.
 */
export async function getPreviewTarget(
  type: PreviewableType,
  locale: Locale,
  ref: { id: number } | { slug: string },
): Promise<PreviewTarget | null> {
  let raw: Maybe<RawTarget>;
  if ('id' in ref) {
    const data = await fetchContent<{ node: Maybe<RawTarget> }>(
      previewTargetQueries[`${type}ById`],
      { id: String(ref.id) },
      { tags: [], preview: true },
    );
    raw = data.node;
  } else {
    const data = await fetchContent<{ items: Maybe<RawConnection<RawTarget>> }>(
      previewTargetQueries[`${type}BySlug`],
      { slug: ref.slug, language: toLanguageCode(locale), stati: previewStati },
      { tags: [], preview: true },
    );
    raw = data.items?.nodes?.[0];
  }
  const target = toTarget(raw);
  return target && target.locale === locale ? target : null;
}
