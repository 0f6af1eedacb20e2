/**
 * THE origins of the players the site embeds (features/listen/embeds.ts builds their addresses):
 * Spotify's embed player, SoundCloud's widget, YouTube without cookies, Bandcamp's embedded player.
 * Plain JavaScript so that security-headers.mjs allows exactly these in `frame-src` and nothing more.
 */
export const embedOrigins = Object.freeze({
  spotify: 'https://open.spotify.com',
  soundcloud: 'https://w.soundcloud.com',
  youtube: 'https://www.youtube-nocookie.com',
  bandcamp: 'https://bandcamp.com',
});
