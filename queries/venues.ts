import { type Locale, localeTags, otherLocale, toLanguageCode } from '@/i18n/locales';
import { toImage } from './adapter';
import { fetchItemBySlug } from './by-slug';
import { document, mediaFields, venueFields } from './fragments';
import { fetchAllNodes } from './paginate';
import type { Maybe, RawConnection, RawMediaField, RawTranslation } from './raw-types';
import { contentTag } from './tags';
import type { Image } from './types';

/** A venue's own page: what the editors wrote about it (address, capacity, access are in its content). */
export interface VenuePage {
  id: string;
  databaseId: number | null;
  slug: string;
  title: string;
  /** Sanitised on render (components/rich-text.tsx). */
  content: string;
  excerpt: string | null;
  image: Image | null;
  translationSlug: string | null;
}

export const allVenuesQuery = document(
  /* GraphQL */ `
    query AllVenues($language: LanguageCodeFilterEnum!, $otherLanguage: LanguageCodeEnum!, $first: Int!, $after: String) {
      venues(first: $first, after: $after, where: { language: $language }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...VenueFields translation(language: $otherLanguage) { slug } }
      }
    }
  `,
  venueFields,
  mediaFields,
);

export const venueBySlugQuery = document(
  /* GraphQL */ `
    query VenueBySlug(
      $slug: String!
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $stati: [PostStatusEnum] = [PUBLISH]
    ) {
      venues(first: 1, where: { name: $slug, language: $language, stati: $stati }) {
        nodes { ...VenueFields translation(language: $otherLanguage) { slug } }
      }
    }
  `,
  venueFields,
  mediaFields,
);

export interface RawVenue {
  id: string;
  databaseId?: Maybe<number>;
  slug: string;
  title?: Maybe<string>;
  content?: Maybe<string>;
  excerpt?: Maybe<string>;
  featuredImage?: RawMediaField;
  translation?: Maybe<RawTranslation>;
}

export function toVenue(raw: RawVenue): VenuePage {
  return {
    id: raw.id,
    databaseId: raw.databaseId ?? null,
    slug: raw.slug,
    title: raw.title?.trim() || raw.slug,
    content: raw.content ?? '',
    excerpt: raw.excerpt?.trim() || null,
    image: toImage(raw.featuredImage),
    translationSlug: raw.translation?.slug?.trim() || null,
  };
}

/** Every published venue of a language, alphabetical in that language's collation. */
export async function getAllVenues(locale: Locale): Promise<VenuePage[]> {
  const nodes = await fetchAllNodes<{ venues: RawConnection<RawVenue> }, RawVenue>(
    allVenuesQuery,
    { language: toLanguageCode(locale), otherLanguage: toLanguageCode(otherLocale(locale)) },
    (data) => data.venues,
    { tags: [contentTag('venue', locale)] },
  );
  const collator = new Intl.Collator(localeTags[locale], { sensitivity: 'base', numeric: true });
  return nodes.map(toVenue).sort((a, b) => collator.compare(a.title, b.title));
}

export function getVenueBySlug(locale: Locale, slug: string): Promise<VenuePage | null> {
  return fetchItemBySlug(venueBySlugQuery, (data) => data.venues, toVenue, { type: 'venue', locale, slug });
}
