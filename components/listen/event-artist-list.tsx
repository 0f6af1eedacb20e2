import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import type { BilledArtist } from '@/queries/types';
import { billHasPlayer, EventArtistPlay } from './event-artist-play';

const noteId = 'event-listen-note';

/**
 * An event's bill: each artist's page, and beside it the play button of their player when their
 * links give one; under the list, the sentence saying what pressing play shares.
 */
export function EventArtistList({ artists, locale }: { artists: readonly BilledArtist[]; locale: Locale }) {
  const withPlayer = billHasPlayer(artists);
  return (
    <>
      <ul className="mt-1 flex flex-col gap-1">
        {artists.map((artist) => (
          <li key={artist.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1" data-billed-artist={artist.slug}>
            <a href={itemPath('artist', locale, artist)} className="link">
              {artist.title}
            </a>
            <EventArtistPlay artist={artist} locale={locale} describedBy={noteId} />
          </li>
        ))}
      </ul>
      {withPlayer && (
        <p id={noteId} className="mt-2 text-sm text-muted">
          {getDictionary(locale).listen.sharedAny}
        </p>
      )}
    </>
  );
}
