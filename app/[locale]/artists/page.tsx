import { ArtistListView } from '@/components/artist/artist-list-view';
import { getDictionary } from '@/i18n/dictionaries';
import { getAllArtists } from '@/queries/artists';
import { getSiteShell } from '@/queries/shell';
import { listPageRoute } from '@/routes/list-page-route';

export const revalidate = 300;

const route = listPageRoute({
  section: 'artists',
  title: (locale) => getDictionary(locale).artists.title,
  render: async ({ locale }) => {
    const [artists, shell] = await Promise.all([getAllArtists(locale), getSiteShell(locale)]);
    const title = getDictionary(locale).artists.title;
    return <ArtistListView artists={artists} categories={shell.categories} activeCategory={null} locale={locale} title={title} />;
  },
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
