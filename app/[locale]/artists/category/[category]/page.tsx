import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArtistListView } from '@/components/artist/artist-list-view';
import { PageShell } from '@/components/shell/page-shell';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { categoryFilterPath } from '@/i18n/links';
import { isLocale, otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { pageMetadata } from '@/lib/metadata';
import { getAllArtists } from '@/queries/artists';
import { getSiteShell } from '@/queries/shell';

/** The artist list filtered by a category (public URL /artists?category={slug}); see the calendar's twin. */
export const revalidate = 300;

type Params = Promise<{ locale: string; category: string }>;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await getSiteShell(params.locale)).categories.map((category) => ({ category: category.slug }));
}

async function load(params: Params) {
  const locale = await localeParam(params);
  const { category: slug } = await params;
  const shell = await getSiteShell(locale);
  const category = shell.categories.find((c) => c.slug === slug);
  if (!category) notFound();
  return { locale, shell, category };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, category } = await load(params);
  return pageMetadata({
    locale,
    path: categoryFilterPath(locale, 'artists', category.slug),
    alternatePath: category.translationSlug ? categoryFilterPath(otherLocale(locale), 'artists', category.translationSlug) : null,
    title: formatMessage(getDictionary(locale).artists.filteredTitle, { category: category.name }),
  });
}

export default async function FilteredArtistsPage({ params }: { params: Params }) {
  const { locale, shell, category } = await load(params);
  const artists = (await getAllArtists(locale)).filter((artist) => artist.categories.some((c) => c.slug === category.slug));
  return (
    <PageShell
      locale={locale}
      languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'filtered', list: 'artists', translationSlug: category.translationSlug ?? null })}
    >
      <ArtistListView
        artists={artists}
        categories={shell.categories}
        activeCategory={category.slug}
        locale={locale}
        title={formatMessage(getDictionary(locale).artists.filteredTitle, { category: category.name })}
      />
    </PageShell>
  );
}
