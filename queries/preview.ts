import { type PreviewableType, previewableTypes } from '@/i18n/content-types';
import { type Locale, toLanguageCode } from '@/i18n/locales';
import { fetchContent } from './client';
import {
  documentsByType,
  previewTargetByIdDocument,
  previewTargetBySlugDocument,
  type PreviewTargetNode,
  revisionDocument,
} from './content-documents';
import type { Maybe } from './nodes';

/**
 * What previews read beyond the public queries: drafts (by status) and the pending revision of
 * a post (WPGraphQL's `asPreview` on single-node queries). Only requests in Draft Mode use them,
 * and `fetchContent` then sends them authenticated and uncached (see queries/client.ts).
 */

/** The statuses an editor previews: everything but trash (WPGraphQL only honours them for editors). */
export const previewStati = ['PUBLISH', 'DRAFT', 'PENDING', 'FUTURE', 'PRIVATE'] as const;

const revisionDocuments = documentsByType(previewableTypes, revisionDocument);

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

/**
 * The item with its pending revision's title, content and fields, when it has one. The revision
 * answers the type's `item` fragment, the fields its by-slug document reads.
 */
export async function withPendingRevision<TRaw extends { id?: Maybe<string> }>(type: PreviewableType, raw: TRaw): Promise<TRaw> {
  if (!raw.id) return raw;
  const data = await fetchContent(revisionDocuments[type], { id: raw.id }, { tags: [], preview: true });
  return overlayRevision(raw, data.node as Maybe<{ [K in keyof TRaw]?: TRaw[K] | null }>);
}

/** Where a preview link leads: the item's slug in its language, and its English slug for pages. */
export interface PreviewTarget {
  locale: Locale;
  slug: string;
  englishSlug: string | null;
}

const targetByIdDocuments = documentsByType(previewableTypes, previewTargetByIdDocument);
const targetBySlugDocuments = documentsByType(previewableTypes, previewTargetBySlugDocument);

function toTarget(raw: Maybe<PreviewTargetNode>): PreviewTarget | null {
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
  let raw: Maybe<PreviewTargetNode>;
  if ('id' in ref) {
    const data = await fetchContent(
      targetByIdDocuments[type],
      { id: String(ref.id) },
      { tags: [], preview: true },
    );
    raw = data.node;
  } else {
    const data = await fetchContent(
      targetBySlugDocuments[type],
      { slug: ref.slug, language: toLanguageCode(locale), stati: previewStati },
      { tags: [], preview: true },
    );
    raw = data.items?.nodes?.[0];
  }
  const target = toTarget(raw);
  return target && target.locale === locale ? target : null;
}
