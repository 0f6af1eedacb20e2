import { describe, expect, it } from 'vitest';
import { embedOf, listenTo } from '@/features/listen/embeds';
import { embedOrigins } from '@/features/listen/embed-hosts.mjs';

const ID = '4kQz9TmW2xRb7LpN0sVh3J';
const VIDEO = 'dQw4w9WgXcQ';
const CHANNEL = 'UCuAXFkgsw1L7xaCfnd5JJOw';

function src(url: string): string | null {
  return embedOf(url)?.src ?? null;
}

describe('Spotify addresses', () => {
  it.each([
    [`https://open.spotify.com/artist/${ID}`, 'artist'],
    [`https://open.spotify.com/album/${ID}`, 'album'],
    [`https://open.spotify.com/track/${ID}`, 'track'],
    [`https://open.spotify.com/playlist/${ID}`, 'playlist'],
    [`https://open.spotify.com/episode/${ID}`, 'episode'],
    [`https://open.spotify.com/show/${ID}`, 'show'],
  ])('%s → the embed player of the %s', (url, kind) => {
    expect(embedOf(url)).toMatchObject({ provider: 'spotify', kind, src: `https://open.spotify.com/embed/${kind}/${ID}`, box: { height: 152 } });
  });

  it.each([
    `https://open.spotify.com/intl-fr/track/${ID}`,
    `https://open.spotify.com/intl-pt-BR/track/${ID}`,
    `https://open.spotify.com/track/${ID}?si=abc123def456`,
    `https://open.spotify.com/track/${ID}/`,
    `http://open.spotify.com/track/${ID}`,
    `  https://open.spotify.com/track/${ID}  `,
    `https://open.spotify.com/embed/track/${ID}`,
    `https://open.spotify.com/track/${ID}#fragment`,
  ])('%s → the same track, whatever the locale, query or form', (url) => {
    expect(src(url)).toBe(`https://open.spotify.com/embed/track/${ID}`);
  });

  it('reads the former playlist address under a user', () => {
    expect(src(`https://open.spotify.com/user/popmontreal/playlist/${ID}`)).toBe(`https://open.spotify.com/embed/playlist/${ID}`);
  });

  it.each([
    'https://open.spotify.com/user/popmontreal',
    'https://open.spotify.com/',
    'https://open.spotify.com/track/tooShort',
    `https://open.spotify.com/track/${ID}extra`,
    `https://open.spotify.com/track/${ID}/more`,
    `https://open.spotify.com/concert/${ID}`,
    `https://open.spotify.com/intl-fr/`,
    'https://spotify.link/AbCdEf',
    `https://play.spotify.com/track/${ID}`,
  ])('%s → a link out to Spotify, no player', (url) => {
    expect(listenTo(url)).toMatchObject({ type: 'link', provider: 'spotify', href: url });
  });

  it('never builds a player from an id with characters outside base62', () => {
    expect(src(`https://open.spotify.com/track/${ID.slice(0, 21)}"`)).toBeNull();
    expect(src(`https://open.spotify.com/track/${ID.slice(0, 20)}%3C`)).toBeNull();
  });
});

describe('SoundCloud addresses', () => {
  const widget = (permalink: string) => {
    const url = new URL(src(permalink) ?? 'https://invalid.example');
    return { origin: url.origin, path: url.pathname, url: url.searchParams.get('url'), autoPlay: url.searchParams.get('auto_play') };
  };

  it.each([
    ['https://soundcloud.com/popmontreal', 'user', 'https://soundcloud.com/popmontreal'],
    ['https://soundcloud.com/popmontreal/', 'user', 'https://soundcloud.com/popmontreal'],
    ['https://soundcloud.com/popmontreal/tracks', 'user', 'https://soundcloud.com/popmontreal'],
    ['https://soundcloud.com/popmontreal/popular-tracks', 'user', 'https://soundcloud.com/popmontreal'],
    ['https://soundcloud.com/popmontreal/sets/', 'user', 'https://soundcloud.com/popmontreal'],
    ['https://soundcloud.com/popmontreal/night-drive', 'track', 'https://soundcloud.com/popmontreal/night-drive'],
    ['https://soundcloud.com/popmontreal/night-drive?in=popmontreal/sets/x', 'track', 'https://soundcloud.com/popmontreal/night-drive'],
    ['https://m.soundcloud.com/popmontreal/night-drive', 'track', 'https://soundcloud.com/popmontreal/night-drive'],
    ['https://www.soundcloud.com/popmontreal/night-drive', 'track', 'https://soundcloud.com/popmontreal/night-drive'],
    ['https://soundcloud.com/popmontreal/night-drive/s-AbC123xyz', 'track', 'https://soundcloud.com/popmontreal/night-drive/s-AbC123xyz'],
    ['https://soundcloud.com/popmontreal/sets/live-2027', 'set', 'https://soundcloud.com/popmontreal/sets/live-2027'],
    ['https://soundcloud.com/popmontreal/sets/live-2027/s-Secret99', 'set', 'https://soundcloud.com/popmontreal/sets/live-2027/s-Secret99'],
  ])('%s → the widget of the %s', (url, kind, permalink) => {
    expect(embedOf(url)).toMatchObject({ provider: 'soundcloud', kind, box: { height: 166 } });
    expect(widget(url)).toEqual({ origin: 'https://w.soundcloud.com', path: '/player/', url: permalink, autoPlay: 'true' });
  });

  it('tells the work’s title from the address', () => {
    expect(embedOf('https://soundcloud.com/popmontreal/night-drive_2')?.title).toBe('night drive 2');
    expect(embedOf('https://soundcloud.com/popmontreal/sets/live-at-the-rialto')?.title).toBe('live at the rialto');
    expect(embedOf('https://soundcloud.com/popmontreal')?.title).toBeNull();
  });

  it.each([
    'https://soundcloud.com/',
    'https://soundcloud.com/discover',
    'https://soundcloud.com/search?q=pop',
    'https://soundcloud.com/popmontreal/likes',
    'https://soundcloud.com/popmontreal/reposts',
    'https://soundcloud.com/popmontreal/night-drive/recommended',
    'https://soundcloud.com/popmontreal/a/b/c/d',
    'https://soundcloud.com/pop%22montreal',
    'https://on.soundcloud.com/AbCdE',
  ])('%s → a link out to SoundCloud, no widget', (url) => {
    expect(listenTo(url)).toMatchObject({ type: 'link', provider: 'soundcloud', href: url });
  });
});

describe('YouTube addresses', () => {
  const video = `https://www.youtube-nocookie.com/embed/${VIDEO}?autoplay=1`;

  it.each([
    `https://www.youtube.com/watch?v=${VIDEO}`,
    `https://youtube.com/watch?v=${VIDEO}`,
    `https://m.youtube.com/watch?v=${VIDEO}`,
    `https://music.youtube.com/watch?v=${VIDEO}`,
    `https://www.youtube.com/watch?feature=share&v=${VIDEO}&list=PLx`,
    `https://youtu.be/${VIDEO}`,
    `https://youtu.be/${VIDEO}?si=abc`,
    `https://www.youtube.com/shorts/${VIDEO}`,
    `https://www.youtube.com/live/${VIDEO}`,
    `https://www.youtube.com/embed/${VIDEO}`,
    `https://www.youtube-nocookie.com/embed/${VIDEO}`,
    `http://www.youtube.com/watch?v=${VIDEO}`,
  ])('%s → the video on youtube-nocookie.com', (url) => {
    expect(embedOf(url)).toMatchObject({ provider: 'youtube', kind: 'video', src: video, box: 'video' });
  });

  it('keeps where the video starts', () => {
    expect(src(`https://youtu.be/${VIDEO}?t=90`)).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO}?start=90&autoplay=1`);
    expect(src(`https://www.youtube.com/watch?v=${VIDEO}&t=1m30s`)).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO}?start=90&autoplay=1`);
    expect(src(`https://www.youtube.com/watch?v=${VIDEO}&t=nonsense`)).toBe(video);
  });

  it('plays a channel’s uploads and a playlist', () => {
    expect(embedOf(`https://www.youtube.com/channel/${CHANNEL}`)).toMatchObject({
      kind: 'channel',
      src: `https://www.youtube-nocookie.com/embed/videoseries?list=UU${CHANNEL.slice(2)}&autoplay=1`,
    });
    expect(src(`https://www.youtube.com/channel/${CHANNEL}/videos`)).toContain(`list=UU${CHANNEL.slice(2)}`);
    expect(embedOf('https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG')).toMatchObject({
      kind: 'playlist',
      src: 'https://www.youtube-nocookie.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&autoplay=1',
    });
  });

  it.each([
    ['https://www.youtube.com/@popmontreal', 'channel'],
    ['https://www.youtube.com/c/popmontreal', 'channel'],
    ['https://www.youtube.com/user/popmontreal', 'channel'],
    ['https://www.youtube.com/channel/not-an-id', 'channel'],
    ['https://www.youtube.com/', null],
    ['https://www.youtube.com/watch', null],
    ['https://www.youtube.com/watch?v=short', null],
    [`https://www.youtube.com/watch?v=${VIDEO}x`, null],
    ['https://www.youtube.com/watch?v=%3Cscript%3Exx', null],
    ['https://youtu.be/', null],
    [`https://youtu.be/${VIDEO}/extra`, null],
    ['https://www.youtube.com/playlist?list=%22', null],
    [`https://www.youtube.com/results?search_query=${VIDEO}`, null],
  ])('%s → a link out to YouTube, no player', (url, kind) => {
    expect(listenTo(url)).toMatchObject({ type: 'link', provider: 'youtube', kind, href: url });
  });
});

describe('Bandcamp addresses', () => {
  it.each([
    ['https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/bgcol=333333/linkcol=e99708/transparent=true/', 'album', '1234567890'],
    ['https://bandcamp.com/EmbeddedPlayer/v=2/album=42/size=small/', 'album', '42'],
    ['https://bandcamp.com/EmbeddedPlayer/track=987654/size=large/', 'track', '987654'],
    ['https://bandcamp.com/EmbeddedPlayer/album=11/track=22/', 'album', '11'],
  ])('%s → the embedded player of the %s', (url, kind, id) => {
    expect(embedOf(url)).toMatchObject({
      provider: 'bandcamp',
      kind,
      box: { height: 120 },
      src: `https://bandcamp.com/EmbeddedPlayer/${kind}=${id}/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/`,
    });
  });

  it.each([
    ['https://popband.bandcamp.com', 'artist', null],
    ['https://popband.bandcamp.com/', 'artist', null],
    ['https://popband.bandcamp.com/music', null, null],
    ['https://popband.bandcamp.com/album/window-left-open', 'album', 'window left open'],
    ['https://popband.bandcamp.com/track/night-drive', 'track', 'night drive'],
    ['https://bandcamp.com/EmbeddedPlayer/album=abc/', null, null],
    ['https://bandcamp.com/EmbeddedPlayer/size=large/', null, null],
    ['https://bandcamp.com/popband', null, null],
  ])('%s → a link out (no id to embed)', (url, kind, title) => {
    expect(listenTo(url)).toEqual({ type: 'link', provider: 'bandcamp', kind, title, href: url });
  });

  it('never embeds from another host’s EmbeddedPlayer path', () => {
    expect(src('https://popband.bandcamp.com/EmbeddedPlayer/album=1/')).toBeNull();
    expect(src('https://bandcamp.com.evil.example/EmbeddedPlayer/album=1/')).toBeNull();
  });
});

describe('anything else', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    `spotify:track:${ID}`,
    'vbscript:msgbox(1)',
    'ftp://open.spotify.com/track/x',
    '//open.spotify.com/track/x',
    '/artist/x',
    'not a url',
    'https://',
    `https://user:pass@open.spotify.com/track/${ID}`,
    '',
    '   ',
    null,
    undefined,
  ])('%j → nothing', (value) => {
    expect(listenTo(value)).toBeNull();
  });

  it.each([
    'https://band.example.com/',
    `https://open.spotify.com.evil.example/track/${ID}`,
    `https://evil.example/open.spotify.com/track/${ID}`,
    `https://evil.example/?u=https://youtu.be/${VIDEO}`,
    `https://youtube.com.evil.example/watch?v=${VIDEO}`,
    `https://notsoundcloud.com/popmontreal`,
    `https://open.spotify.com:8443/track/${ID}`,
  ])('%s → a plain link, never a player', (url) => {
    expect(listenTo(url)).toEqual({ type: 'link', provider: null, kind: null, title: null, href: url });
  });

  it('only ever builds players on the allowed embed origins', () => {
    const samples = [
      `https://open.spotify.com/track/${ID}`,
      'https://soundcloud.com/popmontreal',
      `https://youtu.be/${VIDEO}`,
      'https://bandcamp.com/EmbeddedPlayer/album=1/',
    ];
    const origins = new Set<string>(Object.values(embedOrigins));
    for (const url of samples) expect(origins.has(new URL(src(url)!).origin)).toBe(true);
  });
});
