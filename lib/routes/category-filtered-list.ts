import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { categoryFilterPath } from '@/i18n/links';
import { isLocale, otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { pageMetadata } from '@/lib/metadata';
import { getSiteShell } from '@/queries/shell';

type Params = Promise<{ locale: string; category: string }>;

/**
 * What the calendar and the artist list filtered by a category share: one pre-rendered page per
 * category of the language, the category looked up in the shell data (a 404 for an unknown one),
 * and metadata whose alternate is the category's translation.
 */
export function categoryFilteredList(list: 'calendar' | 'artists') {
  async function generateStaticParams({ params }: { params: { locale: string } }) {
    if (!isLocale(params.locale)) return [];
    return (await getSiteShell(params.locale)).categories.map((category) => ({ category: category.slug }));
  }

  async function load(params: Params) {
    const locale = await localeParam(params);
    const { category: slug } = await params;
    const shell = await getSiteShell(locale);
    const category = shell.categories.find((c) => c.slug === slug);
    if (!category) notFound();
    const title = formatMessage(getDictionary(locale)[list].filteredTitle, { category: category.name });
    return { locale, shell, category, title };
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { locale, category, title } = await load(params);
    return pageMetadata({
      locale,
      path: categoryFilterPath(locale, list, category.slug),
      alternatePath: category.translationSlug ? categoryFilterPath(otherLocale(locale), list, category.translationSlug) : null,
      title,
    });
  }

  return { generateStaticParams, generateMetadata, load };
}
