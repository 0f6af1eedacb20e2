import type { Locale } from '@/i18n/locales';
import { sections, type TopLevelPageSection } from '@/i18n/routes';
import { toPage } from './adapter';
import { fetchContent } from './client';
import { getItemBySlug } from './content';
import { graphql } from './generated';
import { itemTag } from './tags';
import type { Page } from './types';

/**
 * A top-level page (contact, tickets, …) is found by its English slug, which the route table
 * holds; the French page is its translation, whatever its slug (Polylang gives each its own).
 * It is read from `translations`, which leaves out a translation that is not public:
 * `translation(language: FR)` would hand it over with null fields and an error for each non-null
 * one (`id`, `databaseId`), failing the whole query.
 */
export const topLevelPageQuery = graphql(`
  query TopLevelPage($englishSlug: String!) {
    pages(first: 1, where: { name: $englishSlug, language: EN }) {
      nodes {
        ...PageFields
        translations { ...PageFields language { code } }
      }
    }
  }
`);

export function getPageBySlug(locale: Locale, slug: string): Promise<Page | null> {
  return getItemBySlug('page', locale, slug);
}

export async function getTopLevelPage(locale: Locale, section: TopLevelPageSection): Promise<Page | null> {
  const englishSlug = sections[section].en;
  const data = await fetchContent(
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
