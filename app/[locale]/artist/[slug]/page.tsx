import { ArtistDetail } from '@/components/artist/artist-detail';
import { describe } from '@/lib/plain-text';
import { getArtistBySlug } from '@/queries/artists';
import { itemPageRoute } from '@/routes/item-page-route';

export const revalidate = 300;

const route = itemPageRoute({
  type: 'artist',
  getBySlug: getArtistBySlug,
  head: (artist) => ({ title: artist.title, description: describe(artist.content, artist.title), image: artist.image }),
  render: (artist, { locale }) => <ArtistDetail artist={artist} locale={locale} />,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
