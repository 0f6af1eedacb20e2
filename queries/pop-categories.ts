import { type Locale, otherLocale, toLanguageCode } from '@/i18n/locales';
import { toPopCategory } from './adapter';
import { fetchItemBySlug } from './by-slug';
import { document, mediaFields, popCategoryFields } from './fragments';
import { fetchAllNodes } from './paginate';
import type { RawConnection, RawPopCategory } from './raw-types';
import { contentTag } from './tags';
import type { PopCategory } from './types';

export const allPopCategoriesQuery = document(
  /* GraphQL */ `
    query AllPopCategories(
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $first: Int!
      $after: String
    ) {
      popCategories(first: $first, after: $after, where: { language: $language }) {
        pageInfo { endCursor hasNextPage }
        nodes {
          id
          slug
          title
          featuredImage { node { ...MediaFields } }
          popCategoryOptions { popCategorySubtitle }
          translation(language: $otherLanguage) { slug }
        }
      }
    }
  `,
  mediaFields,
);

export const popCategoryBySlugQuery = document(
  /* GraphQL */ `
    query PopCategoryBySlug($slug: String!, $language: LanguageCodeFilterEnum!, $otherLanguage: LanguageCodeEnum!) {
      popCategories(first: 1, where: { name: $slug, language: $language }) {
        nodes {
          ...PopCategoryFields
          translation(language: $otherLanguage) { slug }
        }
      }
    }
  `,
  popCategoryFields,
  mediaFields,
);

/** The festival's sections (about sub-pages), in title order. */
export async function getAllPopCategories(locale: Locale): Promise<PopCategory[]> {
  const nodes = await fetchAllNodes<{ popCategories: RawConnection<RawPopCategory> }, RawPopCategory>(
    allPopCategoriesQuery,
    { language: toLanguageCode(locale), otherLanguage: toLanguageCode(otherLocale(locale)) },
    (data) => data.popCategories,
    { tags: [contentTag('about', locale)] },
  );
  return nodes.map(toPopCategory).sort((a, b) => a.title.localeCompare(b.title, locale));
}

export function getPopCategoryBySlug(locale: Locale, slug: string): Promise<PopCategory | null> {
  return fetchItemBySlug(popCategoryBySlugQuery, (data) => data.popCategories, toPopCategory, {
    type: 'about',
    locale,
    slug,
  });
}
