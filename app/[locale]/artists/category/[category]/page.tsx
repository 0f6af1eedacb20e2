import { ArtistListView } from '@/components/artist/artist-list-view';
import { getAllArtists } from '@/queries/artists';
import { filteredListPageRoute } from '@/routes/filtered-list-route';

/** The artist list filtered by a category (public URL /artists?category={slug}); see the calendar's twin. */
export const revalidate = 300;

const route = filteredListPageRoute('artists', async ({ route: { locale }, category, title, categories }) => {
  const artists = (await getAllArtists(locale)).filter((artist) => artist.categories.some((c) => c.slug === category.slug));
  return <ArtistListView artists={artists} categories={categories} activeCategory={category.slug} locale={locale} title={title} />;
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
