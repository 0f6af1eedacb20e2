import { ArtistListView } from '@/components/artist/artist-list-view';
import { PageShell } from '@/components/shell/page-shell';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { categoryFilteredList } from '@/lib/routes/category-filtered-list';
import { getAllArtists } from '@/queries/artists';

/** The artist list filtered by a category (public URL /artists?category={slug}); see the calendar's twin. */
export const revalidate = 300;

const route = categoryFilteredList('artists');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function FilteredArtistsPage({ params }: { params: Promise<{ locale: string; category: string }> }) {
  const { locale, shell, category, title } = await route.load(params);
  const artists = (await getAllArtists(locale)).filter((artist) => artist.categories.some((c) => c.slug === category.slug));
  return (
    <PageShell
      locale={locale}
      languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'filtered', list: 'artists', translationSlug: category.translationSlug ?? null })}
    >
      <ArtistListView artists={artists} categories={shell.categories} activeCategory={category.slug} locale={locale} title={title} />
    </PageShell>
  );
}
