/** The site-settings options page, per language (invented address and accounts). */
import type { LanguageCode, SettingsRecord } from '../store/types';

/** 22 base62 characters, like a real Spotify id. */
export const SPOTIFY_PLAYLIST_ID = '4kQz9TmW2xRb7LpN0sVh3J';

const SHARED = {
  popPostalCode: 'H2T 1R7',
  popPhone: '514-555-0142',
  popFax: '514-555-0143',
  popFacebook: 'https://www.facebook.com/popmontreal',
  popInstagram: 'https://www.instagram.com/popmontreal',
  popTwitter: 'https://twitter.com/popmontreal',
  popSoundcloud: 'https://soundcloud.com/popmontreal',
  popSpotify: 'https://open.spotify.com/user/popmontreal',
  popYoutube: 'https://www.youtube.com/@popmontreal',
  popMenuHide: false,
  popSpotifyPlaylist: `https://open.spotify.com/playlist/${SPOTIFY_PLAYLIST_ID}`,
};

export function buildSettings(): Record<LanguageCode, SettingsRecord> {
  return {
    EN: {
      ...SHARED,
      popAddress: '6120 rue Marquette, #310',
      popCity: 'Montreal',
      popProvince: 'Quebec',
      popMailchimp: 'https://popmontreal.us7.list-manage.com/subscribe/post?u=3f9c2a71d84be05a6c1d9e0f2&id=7b41c9e2d0',
    },
    FR: {
      ...SHARED,
      popAddress: '6120, rue Marquette, bureau 310',
      popCity: 'Montréal',
      popProvince: 'Québec',
      popMailchimp: 'https://popmontreal.us7.list-manage.com/subscribe/post?u=3f9c2a71d84be05a6c1d9e0f2&id=c58e10a4f6',
    },
  };
}
