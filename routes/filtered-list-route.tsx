import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/shell/page-shell';
import type { FilteredList } from '@/i18n/content-types';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { isLocale } from '@/i18n/locales';
import { filteredListRoute, type LocalizedRoute } from '@/i18n/localized-route';
import { getSiteShell, type SiteShell } from '@/queries/shell';
import type { Category } from '@/queries/types';
import { pageMetadata } from './metadata';
import { localeParam } from './params';

type Params = Promise<{ locale: string; category: string }>;

/** What a filtered list renders: the active category, its localized title, the shell's categories. */
export interface FilteredListContext {
  route: LocalizedRoute;
  category: Category;
  title: string;
  categories: Category[];
}

/**
 * The artist list filtered by a category (the calendar has its own: ./day-list-route.tsx): one pre-rendered page per category of
 * the language, the category looked up in the shell data (a 404 for an unknown one), metadata
 * and language switch from the category's translation.
 */
export function filteredListPageRoute(list: FilteredList, render: (context: FilteredListContext) => Promise<ReactNode>) {
  async function generateStaticParams({ params }: { params: { locale: string } }) {
    if (!isLocale(params.locale)) return [];
    return (await getSiteShell(params.locale)).categories.map((category) => ({ category: category.slug }));
  }

  async function load(params: Params): Promise<FilteredListContext> {
    const locale = await localeParam(params);
    const { category: slug } = await params;
    const shell: SiteShell = await getSiteShell(locale);
    const category = shell.categories.find((c) => c.slug === slug);
    if (!category) notFound();
    return {
      route: filteredListRoute(locale, list, { slug: category.slug, translationSlug: category.translationSlug ?? null }),
      category,
      title: formatMessage(getDictionary(locale)[list].filteredTitle, { category: category.name }),
      categories: shell.categories,
    };
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { route, title } = await load(params);
    return pageMetadata({ route, title });
  }

  async function Page({ params }: { params: Params }) {
    const context = await load(params);
    return <PageShell route={context.route}>{await render(context)}</PageShell>;
  }

  return { generateStaticParams, generateMetadata, Page };
}
