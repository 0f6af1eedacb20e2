import type { Locale } from '@/i18n/locales';
import { firstEmbed } from '@/features/listen/artist-listens';
import type { BilledArtist } from '@/queries/types';
import { playButton, playerFrame } from './listen-block';
import { ListenToggle } from './listen-player';

/**
 * The play button beside an artist in an event's list: the artist's first player (the work the
 * editors picked, else their Spotify, Bandcamp, SoundCloud or YouTube), or nothing.
 * `describedBy`: the sentence under the list that says what pressing play shares.
 */
export function EventArtistPlay({ artist, locale, describedBy }: { artist: BilledArtist; locale: Locale; describedBy: string }) {
  const embed = firstEmbed(artist.listen);
  if (!embed) return null;
  return <ListenToggle frame={playerFrame(embed, artist.title, locale)} button={playButton(embed, artist.title, locale, describedBy)} />;
}

/** Whether any artist of the bill has a player (the sentence is shown only then). */
export function billHasPlayer(artists: readonly BilledArtist[]): boolean {
  return artists.some((artist) => firstEmbed(artist.listen) !== null);
}
