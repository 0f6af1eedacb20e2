import { type Locale, localeTags, otherLocale, toLanguageCode } from '@/i18n/locales';
import { toArtist } from './adapter';
import { fetchItemBySlug } from './by-slug';
import { artistCardFields, artistDetailFields, categoryFields, document, mediaFields } from './fragments';
import { fetchAllNodes } from './paginate';
import type { RawArtist, RawConnection } from './raw-types';
import { contentTag } from './tags';
import type { Artist } from './types';

export const allArtistsQuery = document(
  /* GraphQL */ `
    query AllArtists(
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $first: Int!
      $after: String
    ) {
      artists(first: $first, after: $after, where: { language: $language }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...ArtistCardFields translation(language: $otherLanguage) { slug } }
      }
    }
  `,
  artistCardFields,
  categoryFields,
  mediaFields,
);

export const artistBySlugQuery = document(
  /* GraphQL */ `
    query ArtistBySlug(
      $slug: String!
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $stati: [PostStatusEnum] = [PUBLISH]
    ) {
      artists(first: 1, where: { name: $slug, language: $language, stati: $stati }) {
        nodes {
          ...ArtistDetailFields
          translation(language: $otherLanguage) { slug }
        }
      }
    }
  `,
  artistDetailFields,
  categoryFields,
  mediaFields,
);

/** Every published artist of a language, alphabetical in that language's collation. */
export async function getAllArtists(locale: Locale): Promise<Artist[]> {
  const nodes = await fetchAllNodes<{ artists: RawConnection<RawArtist> }, RawArtist>(
    allArtistsQuery,
    { language: toLanguageCode(locale), otherLanguage: toLanguageCode(otherLocale(locale)) },
    (data) => data.artists,
    { tags: [contentTag('artist', locale)] },
  );
  const collator = new Intl.Collator(localeTags[locale], { sensitivity: 'base', numeric: true });
  return nodes.map(toArtist).sort((a, b) => collator.compare(a.title, b.title));
}

export function getArtistBySlug(locale: Locale, slug: string): Promise<Artist | null> {
  return fetchItemBySlug(artistBySlugQuery, (data) => data.artists, toArtist, { type: 'artist', locale, slug });
}
