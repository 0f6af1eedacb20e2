import { embedOrigins } from './embed-hosts.mjs';

/**
 * From an address an editor typed into an artist's fields to what the site may do with it: load
 * the provider's OFFICIAL embedded player (built here from the ids the address holds, never from
 * the address itself), link out to it, or nothing.
 *
 * - Spotify: `open.spotify.com/[intl-xx/]{artist|album|track|playlist|episode|show}/{22-character id}`
 *   → Spotify's embed player.
 * - SoundCloud: a user, a track or a set (`soundcloud.com/user[/track | /sets/set][/s-secret]`)
 *   → SoundCloud's widget.
 * - YouTube: watch, youtu.be, shorts, live and embed addresses, playlists, and `/channel/UC…`
 *   (its uploads) → YouTube's player on `youtube-nocookie.com`. Handles (`/@name`), `/c/` and
 *   `/user/` name no id: a link out.
 * - Bandcamp: its embedded player only where the address gives an album or track id (an
 *   `EmbeddedPlayer` address); the usual page addresses (`name.bandcamp.com/album/slug`) carry no
 *   id, so they are links out.
 * - Any other http(s) address: a plain link. Not http(s) (`javascript:`, `spotify:`…), malformed,
 *   credentials or a port in the address: nothing.
 */

export type Provider = 'spotify' | 'soundcloud' | 'youtube' | 'bandcamp';
export type WorkKind = 'artist' | 'album' | 'track' | 'playlist' | 'episode' | 'show' | 'user' | 'set' | 'video' | 'channel';

/** The player's box, reserved before it loads: a fixed height, or 16:9 (video). */
export type PlayerBox = { height: number } | 'video';

export interface Embed {
  type: 'embed';
  provider: Provider;
  kind: WorkKind;
  /** The official player's address (an origin of `embedOrigins`). */
  src: string;
  box: PlayerBox;
  /** The work's title where the address tells it (its slug in words), else null. */
  title: string | null;
  /** Where a visitor without the player opens it: the address as the editor gave it. */
  href: string;
}

export interface LinkOut {
  type: 'link';
  provider: Provider | null;
  kind: WorkKind | null;
  title: string | null;
  href: string;
}

export type Listen = Embed | LinkOut;

/** Heights of the players as their providers' embed codes give them. */
export const playerHeights = { spotify: 152, soundcloud: 166, bandcamp: 120 } as const;

const spotifyKinds = new Set<WorkKind>(['artist', 'album', 'track', 'playlist', 'episode', 'show']);
const spotifyId = /^[0-9A-Za-z]{22}$/;
const spotifyLocale = /^intl-[a-z]{2}(?:[-_][a-z]{2,4})?$/i;
const youtubeVideoId = /^[0-9A-Za-z_-]{11}$/;
const youtubeListId = /^[0-9A-Za-z_-]{10,64}$/;
const youtubeChannelId = /^UC[0-9A-Za-z_-]{22}$/;
const soundcloudName = /^[0-9A-Za-z_-]{1,100}$/;
const soundcloudSecret = /^s-[0-9A-Za-z]{3,40}$/;
const bandcampId = /^\d{1,20}$/;

/** First path segments of soundcloud.com that are the site's own pages, not users. */
const soundcloudPages = new Set([
  'discover', 'search', 'stream', 'you', 'upload', 'charts', 'pages', 'settings', 'messages', 'notifications',
  'people', 'tags', 'popular', 'login', 'signin', 'signup', 'logout', 'jobs', 'terms-of-use', 'imprint', 'mobile',
  'apps', 'pro', 'go', 'artists', 'premium', 'feed', 'explore', 'tracks', 'playlists', 'groups', 'for-artists', 'player',
]);
/** A user's own tabs: the ones that list their music show the user's player; the others link out. */
const soundcloudMusicTabs = new Set(['tracks', 'popular-tracks', 'albums', 'sets']);
const soundcloudOtherTabs = new Set(['reposts', 'likes', 'followers', 'following', 'comments', 'spotlight', 'info']);

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** A slug as words ("night-drive_2" → "night drive 2"), or null when it is no title. */
function slugTitle(slug: string | undefined): string | null {
  if (!slug) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const words = decoded.replace(/[-_+]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!words || words.length > 100 || /^\d+$/.test(words)) return null;
  return words;
}

/** Path segments without empty ones (a trailing slash is not a segment). */
function segmentsOf(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

function link(href: string, provider: Provider | null, kind: WorkKind | null = null, title: string | null = null): LinkOut {
  return { type: 'link', provider, kind, title, href };
}

function spotify(url: URL, href: string): Listen {
  let segments = segmentsOf(url);
  if (segments[0] && spotifyLocale.test(segments[0])) segments = segments.slice(1);
  if (segments[0] === 'embed') segments = segments.slice(1);
  // The former playlist address: /user/{name}/playlist/{id}.
  if (segments[0] === 'user' && segments[2] === 'playlist') segments = segments.slice(2);
  const [kind, id, ...rest] = segments;
  if (rest.length > 0 || !kind || !id || !spotifyKinds.has(kind as WorkKind) || !spotifyId.test(id)) {
    return link(href, 'spotify', kind === 'user' ? 'user' : null);
  }
  return {
    type: 'embed',
    provider: 'spotify',
    kind: kind as WorkKind,
    src: `${embedOrigins.spotify}/embed/${kind}/${id}`,
    box: { height: playerHeights.spotify },
    title: null,
    href,
  };
}

function soundcloudWork(segments: string[]): { kind: WorkKind; path: string[]; title: string | null } | null {
  const [user, second, third, fourth, ...rest] = segments;
  if (!user || soundcloudPages.has(user.toLowerCase()) || !segments.every((s) => soundcloudName.test(s)) || rest.length > 0) return null;
  if (!second) return { kind: 'user', path: [user], title: null };
  if (!third && soundcloudMusicTabs.has(second)) return { kind: 'user', path: [user], title: null };
  if (soundcloudOtherTabs.has(second)) return null;
  if (second === 'sets') {
    if (!third || (fourth && !soundcloudSecret.test(fourth))) return null;
    return { kind: 'set', path: segments, title: slugTitle(third) };
  }
  if (fourth || (third && !soundcloudSecret.test(third))) return null;
  return { kind: 'track', path: segments, title: slugTitle(second) };
}

function soundcloud(url: URL, href: string): Listen {
  const work = soundcloudWork(segmentsOf(url));
  if (!work) return link(href, 'soundcloud');
  const permalink = `https://soundcloud.com/${work.path.join('/')}`;
  const params = new URLSearchParams({
    url: permalink,
    auto_play: 'true',
    visual: 'false',
    show_comments: 'false',
    hide_related: 'true',
    show_reposts: 'false',
  });
  return {
    type: 'embed',
    provider: 'soundcloud',
    kind: work.kind,
    src: `${embedOrigins.soundcloud}/player/?${params}`,
    box: { height: playerHeights.soundcloud },
    title: work.title,
    href,
  };
}

/** `t=90`, `t=90s`, `t=1m30s`, `t=1h2m3s` → seconds; anything else → 0. */
function startSeconds(value: string | null): number {
  const match = value ? /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s?)?$/.exec(value) : null;
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtubeEmbed(kind: WorkKind, path: string, params: Record<string, string>, href: string): Embed {
  const query = new URLSearchParams({ ...params, autoplay: '1' });
  return { type: 'embed', provider: 'youtube', kind, src: `${embedOrigins.youtube}/embed/${path}?${query}`, box: 'video', title: null, href };
}

function youtubeVideo(id: string | undefined, url: URL, href: string): Listen | null {
  if (!id || !youtubeVideoId.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return youtubeEmbed('video', id, start > 0 ? { start: String(start) } : {}, href);
}

function youtube(url: URL, href: string): Listen {
  const segments = segmentsOf(url);
  const [first, second, ...rest] = segments;
  if (url.hostname === 'youtu.be') return (segments.length === 1 && youtubeVideo(first, url, href)) || link(href, 'youtube');
  if (first === 'watch' && !second) {
    return youtubeVideo(url.searchParams.get('v') ?? undefined, url, href) ?? link(href, 'youtube');
  }
  if (['shorts', 'live', 'embed', 'v'].includes(first ?? '') && rest.length === 0) {
    if (first === 'embed' && second === 'videoseries') {
      const list = url.searchParams.get('list') ?? '';
      return youtubeListId.test(list) ? youtubeEmbed('playlist', 'videoseries', { list }, href) : link(href, 'youtube');
    }
    return youtubeVideo(second, url, href) ?? link(href, 'youtube');
  }
  if (first === 'playlist' && !second) {
    const list = url.searchParams.get('list') ?? '';
    return youtubeListId.test(list) ? youtubeEmbed('playlist', 'videoseries', { list }, href) : link(href, 'youtube');
  }
  // A channel's uploads are its id's playlist: UC… → UU….
  if (first === 'channel' && second && youtubeChannelId.test(second) && (rest.length === 0 || (rest.length === 1 && ['videos', 'featured'].includes(rest[0]!)))) {
    return youtubeEmbed('channel', 'videoseries', { list: `UU${second.slice(2)}` }, href);
  }
  const isChannel = Boolean(first && (first.startsWith('@') || first === 'c' || first === 'user' || first === 'channel'));
  return link(href, 'youtube', isChannel ? 'channel' : null);
}

function bandcamp(url: URL, href: string): Listen {
  const segments = segmentsOf(url);
  if (url.hostname === 'bandcamp.com' && segments[0] === 'EmbeddedPlayer') {
    const fields = new Map(
      segments.slice(1).flatMap((segment) => {
        const [key, value, ...more] = segment.split('=');
        return key && value !== undefined && more.length === 0 ? [[key, value] as const] : [];
      }),
    );
    const album = fields.get('album');
    const track = fields.get('track');
    const [kind, id] = album && bandcampId.test(album) ? (['album', album] as const) : track && bandcampId.test(track) ? (['track', track] as const) : [];
    if (kind && id) {
      return {
        type: 'embed',
        provider: 'bandcamp',
        kind,
        src: `${embedOrigins.bandcamp}/EmbeddedPlayer/${kind}=${id}/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/`,
        box: { height: playerHeights.bandcamp },
        title: null,
        href,
      };
    }
    return link(href, 'bandcamp');
  }
  const [first, second] = segments;
  if (first === 'album' || first === 'track') return link(href, 'bandcamp', first, slugTitle(second));
  return link(href, 'bandcamp', segments.length === 0 && url.hostname !== 'bandcamp.com' ? 'artist' : null);
}

/** What the site may do with an address from the content: an official player, a link out, or nothing. */
export function listenTo(value: string | null | undefined): Listen | null {
  const href = value?.trim();
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname;
  // Players are only built from the providers' own addresses, on their default port.
  if (url.port) return link(href, null);
  if (host === 'open.spotify.com') return spotify(url, href);
  if (host === 'soundcloud.com' || host === 'www.soundcloud.com' || host === 'm.soundcloud.com') return soundcloud(url, href);
  if (host === 'youtu.be' || youtubeHosts.has(host)) return youtube(url, href);
  if (host === 'bandcamp.com' || host.endsWith('.bandcamp.com')) return bandcamp(url, href);
  if (host.endsWith('.spotify.com') || host === 'spotify.link') return link(href, 'spotify');
  if (host.endsWith('.soundcloud.com')) return link(href, 'soundcloud');
  return link(href, null);
}

/** The address as an embed, or null when it only gives a link (or nothing). */
export function embedOf(value: string | null | undefined): Embed | null {
  const listen = listenTo(value);
  return listen?.type === 'embed' ? listen : null;
}
