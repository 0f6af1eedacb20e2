import { describe, expect, it } from 'vitest';
import { artistEmbeds, artistLinkOuts, firstEmbed } from '@/features/listen/artist-listens';
import { toEvent } from '@/queries/adapter';

const TRACK = '4kQz9TmW2xRb7LpN0sVh3J';

type RawEvent = Parameters<typeof toEvent>[0];

function eventWithBill(nodes: unknown[]): RawEvent {
  return { id: 'ZXZlbnQ6MQ==', slug: 'opening-night', title: 'Opening night', eventDetails: { eventArtists: { nodes } } } as RawEvent;
}

describe('an event’s bill and its play buttons', () => {
  it('carries each artist’s listening links when the query asked for them (web addresses only)', () => {
    const event = toEvent(
      eventWithBill([
        {
          __typename: 'Artist', id: 'a1', slug: 'mira-solenne', title: 'Mira Solenne',
          artistDetails: { artistAlbumTrackUrl: `https://open.spotify.com/track/${TRACK}`, artistSpotifyUrl: null, artistBandcampUrl: 'javascript:alert(1)', artistSoundcloudUrl: 'https://soundcloud.com/mirasolenne', artistYoutubeUrl: '' },
        },
        { __typename: 'Artist', id: 'a2', slug: 'no-links', title: 'No Links' },
      ]),
    );
    expect(event.artists[0]).toEqual({
      id: 'a1', slug: 'mira-solenne', title: 'Mira Solenne',
      listen: { albumTrack: `https://open.spotify.com/track/${TRACK}`, spotify: null, bandcamp: null, soundcloud: 'https://soundcloud.com/mirasolenne', youtube: null },
    });
    expect(event.artists[1]).toEqual({ id: 'a2', slug: 'no-links', title: 'No Links' });
  });

  it('plays the work the editors picked first, else the first player of the artist’s pages, else nothing', () => {
    const links = { albumTrack: null, spotify: null, bandcamp: 'https://band.bandcamp.com', soundcloud: null, youtube: null };
    expect(firstEmbed({ ...links, albumTrack: `https://open.spotify.com/track/${TRACK}`, soundcloud: 'https://soundcloud.com/x' })?.src).toBe(`https://open.spotify.com/embed/track/${TRACK}`);
    expect(firstEmbed({ ...links, soundcloud: 'https://soundcloud.com/x', youtube: 'https://youtu.be/dQw4w9WgXcQ' })?.provider).toBe('soundcloud');
    expect(firstEmbed(links)).toBeNull();
    expect(firstEmbed(undefined)).toBeNull();
  });
});

describe('an artist’s Listen block', () => {
  const links = {
    albumTrack: `https://open.spotify.com/intl-fr/track/${TRACK}`,
    spotify: `https://open.spotify.com/track/${TRACK}?si=x`,
    bandcamp: 'https://band.bandcamp.com/album/window-left-open',
    soundcloud: 'https://example.com/not-a-provider',
    youtube: 'https://www.youtube.com/@band',
  };

  it('shows the same player once, and the provider pages without a player as links out', () => {
    expect(artistEmbeds(links).map((embed) => embed.src)).toEqual([`https://open.spotify.com/embed/track/${TRACK}`]);
    expect(artistLinkOuts(links).map(({ provider, href, title }) => ({ provider, href, title }))).toEqual([
      { provider: 'bandcamp', href: 'https://band.bandcamp.com/album/window-left-open', title: 'window left open' },
      { provider: 'youtube', href: 'https://www.youtube.com/@band', title: null },
    ]);
  });
});
