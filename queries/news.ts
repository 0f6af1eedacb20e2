import { type Locale, otherLocale, toLanguageCode } from '@/i18n/locales';
import { toNewsPost } from './adapter';
import { fetchItemBySlug } from './by-slug';
import { categoryFields, document, mediaFields, newsCardFields, newsDetailFields } from './fragments';
import { fetchAllNodes } from './paginate';
import type { RawConnection, RawNewsPost } from './raw-types';
import { contentTag } from './tags';
import type { NewsPost } from './types';

export const allNewsQuery = document(
  /* GraphQL */ `
    query AllNews(
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $first: Int!
      $after: String
    ) {
      posts(first: $first, after: $after, where: { language: $language, orderby: [{ field: DATE, order: DESC }] }) {
        pageInfo { endCursor hasNextPage }
        nodes { ...NewsCardFields translation(language: $otherLanguage) { slug } }
      }
    }
  `,
  newsCardFields,
  mediaFields,
);

export const newsBySlugQuery = document(
  /* GraphQL */ `
    query NewsBySlug(
      $slug: String!
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $stati: [PostStatusEnum] = [PUBLISH]
    ) {
      posts(first: 1, where: { name: $slug, language: $language, stati: $stati }) {
        nodes {
          ...NewsDetailFields
          translation(language: $otherLanguage) { slug }
        }
      }
    }
  `,
  newsDetailFields,
  categoryFields,
  mediaFields,
);

/** Every published news post of a language, newest first. */
export async function getAllNews(locale: Locale): Promise<NewsPost[]> {
  const nodes = await fetchAllNodes<{ posts: RawConnection<RawNewsPost> }, RawNewsPost>(
    allNewsQuery,
    { language: toLanguageCode(locale), otherLanguage: toLanguageCode(otherLocale(locale)) },
    (data) => data.posts,
    { tags: [contentTag('news', locale)] },
  );
  return nodes.map(toNewsPost).sort((a, b) => b.date.localeCompare(a.date));
}

export function getNewsBySlug(locale: Locale, slug: string): Promise<NewsPost | null> {
  return fetchItemBySlug(newsBySlugQuery, (data) => data.posts, toNewsPost, { type: 'news', locale, slug });
}
