import { type Locale, otherLocale, toLanguageCode } from '@/i18n/locales';
import { sections, type TopLevelPageSection } from '@/i18n/routes';
import { toPage } from './adapter';
import { fetchItemBySlug } from './by-slug';
import { fetchContent } from './client';
import { document, mediaFields, pageFields } from './fragments';
import { fetchAllNodes } from './paginate';
import type { Maybe, RawConnection, RawPage } from './raw-types';
import { contentTag, itemTag } from './tags';
import type { Page } from './types';

export const allPagesQuery = /* GraphQL */ `
  query AllPages(
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $first: Int!
      $after: String
    ) {
    pages(first: $first, after: $after, where: { language: $language }) {
      pageInfo { endCursor hasNextPage }
      nodes { id slug translation(language: $otherLanguage) { slug } }
    }
  }
`;

export const pageBySlugQuery = document(
  /* GraphQL */ `
    query PageBySlug(
      $slug: String!
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $stati: [PostStatusEnum] = [PUBLISH]
    ) {
      pages(first: 1, where: { name: $slug, language: $language, stati: $stati }) {
        nodes {
          ...PageFields
          translation(language: $otherLanguage) { slug }
        }
      }
    }
  `,
  pageFields,
  mediaFields,
);

/**
 * A top-level page (contact, tickets, …) is found by its English slug, which the route table
 * holds; the French page is its translation, whatever its slug (Polylang gives each its own).
 * It is read from `translations`, which leaves out a translation that is not public:
 * `translation(language: FR)` would hand it over with null fields and an error for each non-null
 * one (`id`, `databaseId`), failing the whole query.
 */
export const topLevelPageQuery = document(
  /* GraphQL */ `
    query TopLevelPage($englishSlug: String!) {
      pages(first: 1, where: { name: $englishSlug, language: EN }) {
        nodes {
          ...PageFields
          translations { ...PageFields language { code } }
        }
      }
    }
  `,
  pageFields,
  mediaFields,
);

export interface PageSummary {
  slug: string;
  translationSlug: string | null;
}

/** Slugs of every published page of a language and of its translation (static params, sitemap). */
export async function getAllPages(locale: Locale): Promise<PageSummary[]> {
  const nodes = await fetchAllNodes<{ pages: RawConnection<RawPage> }, RawPage>(
    allPagesQuery,
    { language: toLanguageCode(locale), otherLanguage: toLanguageCode(otherLocale(locale)) },
    (data) => data.pages,
    { tags: [contentTag('page', locale)] },
  );
  return nodes.map((node) => ({ slug: node.slug, translationSlug: node.translation?.slug ?? null }));
}

export function getPageBySlug(locale: Locale, slug: string): Promise<Page | null> {
  return fetchItemBySlug(pageBySlugQuery, (data) => data.pages, toPage, { type: 'page', locale, slug });
}

type RawPageVersion = RawPage & { language?: Maybe<{ code?: Maybe<string> }> };
type RawTopLevelPage = Omit<RawPage, 'translations'> & { translations?: Maybe<Array<Maybe<RawPageVersion>>> };

export async function getTopLevelPage(locale: Locale, section: TopLevelPageSection): Promise<Page | null> {
  const englishSlug = sections[section].en;
  const data = await fetchContent<{ pages: RawConnection<RawTopLevelPage> }>(
    topLevelPageQuery,
    { englishSlug },
    { tags: [itemTag('page', 'en', englishSlug)] },
  );
  const english = data.pages?.nodes?.[0];
  if (!english) return null;
  const french = english.translations?.find((version) => version?.language?.code === 'FR') ?? null;
  const raw = locale === 'en' ? english : french;
  if (!raw) return null;
  const translation = locale === 'en' ? french : english;
  return { ...toPage(raw), translationSlug: translation?.slug ?? null };
}
