import { ArtistDetail } from '@/components/artist/artist-detail';
import { setsOf, suggestArtists } from '@/features/listen/suggestions';
import { describe } from '@/lib/plain-text';
import { getAllArtists, getArtistBySlug } from '@/queries/artists';
import { festivalNow, getAllEvents } from '@/queries/events';
import { itemPageRoute } from '@/routes/item-page-route';

export const revalidate = 300;

const route = itemPageRoute({
  type: 'artist',
  getBySlug: getArtistBySlug,
  head: (artist) => ({ title: artist.title, description: describe(artist.content, artist.title), image: artist.image }),
  // The sets and the suggestions read the programme: the events and artists lists (cached and
  // tagged like the calendar's and the artists page's, so their webhooks refresh this page too).
  render: async (artist, { locale }) => {
    const [events, artists] = await Promise.all([getAllEvents(locale), getAllArtists(locale)]);
    const now = festivalNow();
    return (
      <ArtistDetail
        artist={artist}
        locale={locale}
        sets={setsOf(artist, events)}
        suggestions={suggestArtists(artist, artists, events, { locale, now })}
        now={now}
      />
    );
  },
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
