import type { ListenLinks } from '@/queries/types';
import { type Embed, type LinkOut, type Provider, embedOf, listenTo } from './embeds';
import { embedOrigins } from './embed-hosts.mjs';

/**
 * The players of an artist, from their link fields: the work the editors picked first (the
 * album/track field), then the artist's own pages. An address that gives no player (a Bandcamp
 * page, a YouTube handle) stays a link of the artist's links; the same player twice is shown once.
 */
const listenOrder: ReadonlyArray<keyof ListenLinks> = ['albumTrack', 'spotify', 'bandcamp', 'soundcloud', 'youtube'];

export function artistEmbeds(links: ListenLinks): Embed[] {
  const seen = new Set<string>();
  return listenOrder.flatMap((field) => {
    const embed = embedOf(links[field]);
    if (!embed || seen.has(embed.src)) return [];
    seen.add(embed.src);
    return [embed];
  });
}

/** The artist's provider pages that give no player (a Bandcamp page, a YouTube handle): links out. */
export function artistLinkOuts(links: ListenLinks): Array<LinkOut & { provider: Provider }> {
  const seen = new Set<string>();
  return listenOrder.flatMap((field) => {
    const listen = listenTo(links[field]);
    if (listen?.type !== 'link' || !listen.provider || seen.has(listen.href)) return [];
    seen.add(listen.href);
    return [{ ...listen, provider: listen.provider }];
  });
}

/** What the play button beside an artist on an event page opens: the artist's first player. */
export function firstEmbed(links: ListenLinks | undefined): Embed | null {
  return links ? (artistEmbeds(links)[0] ?? null) : null;
}

/** Brand names, the same in both languages. */
export const providerNames: Record<Provider, string> = {
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  youtube: 'YouTube',
  bandcamp: 'Bandcamp',
};

/** The host a player loads from, as the sentence beside its button names it. */
export function providerHost(provider: Provider): string {
  return new URL(embedOrigins[provider]).host;
}
