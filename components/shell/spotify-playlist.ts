/**
 * A Spotify playlist address as the site setting `popSpotifyPlaylist` should hold it:
 * `https://open.spotify.com/playlist/{22 base62 characters}`, optionally with a query
 * (`?si=…`). Anything else is refused, so the embed can only ever point at a Spotify playlist.
 */
const playlistUrl = /^https:\/\/open\.spotify\.com\/playlist\/([0-9A-Za-z]{22})(?:\?[^#\s]*)?$/;

/** The playlist id of a valid playlist URL, else null. */
export function spotifyPlaylistId(url: string | null | undefined): string | null {
  if (!url) return null;
  return playlistUrl.exec(url.trim())?.[1] ?? null;
}

export function spotifyEmbedUrl(playlistId: string): string {
  return `https://open.spotify.com/embed/playlist/${playlistId}`;
}
