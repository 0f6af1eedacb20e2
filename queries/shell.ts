import { cache } from 'react';
import { type Locale, otherLocale, toLanguageCode } from '@/i18n/locales';
import { toCategory, toMenuTree, toSettings } from './adapter';
import { fetchContent } from './client';
import { graphql } from './generated';
import type { MenuLocationEnum } from './generated/graphql';
import { contentTag } from './tags';
import type { Category, Menus, Settings } from './types';

export const menuItemFields = graphql(`
  fragment MenuItemFields on MenuItem {
    id
    parentId
    label
    path
    url
    target
    connectedNode {
      node {
        __typename
        ... on Page { slug englishTranslation: translation(language: EN) { slug } }
        ... on Event { slug }
        ... on Artist { slug }
        ... on Post { slug }
        ... on PopCategory { slug }
        ... on Category { slug }
      }
    }
  }
`);

/**
 * Everything the shell of every page needs — three menus, the site settings and the categories
 * — in ONE request per language. Every page of a build shares its cached response.
 */
export const siteShellQuery = graphql(`
  query SiteShell(
    $language: LanguageCodeFilterEnum!
    $primary: MenuLocationEnum!
    $secondary: MenuLocationEnum!
    $footer: MenuLocationEnum!
    $otherLanguage: LanguageCodeEnum!
  ) {
    primary: menuItems(first: 100, where: { location: $primary }) { nodes { ...MenuItemFields } }
    secondary: menuItems(first: 100, where: { location: $secondary }) { nodes { ...MenuItemFields } }
    footer: menuItems(first: 100, where: { location: $footer }) { nodes { ...MenuItemFields } }
    popSettings(language: $language) {
      popAddress popCity popProvince popPostalCode popPhone popFax popMailchimp
      popFacebook popInstagram popTwitter popSoundcloud popSpotify popYoutube
      popMenuHide
    }
    categories(first: 100, where: { language: $language }) {
      nodes { ...CategoryFields translation(language: $otherLanguage) { slug } }
    }
  }
`);

/** The playlist is optional: fetched on its own so that its failure hides the player, not the page. */
export const playlistSettingQuery = graphql(`
  query PlaylistSetting($language: LanguageCodeFilterEnum!) {
    popSettings(language: $language) { popSpotifyPlaylist }
  }
`);

/** The playlist URL, or null (and one log line) when it cannot be read. */
async function getOptionalPlaylistUrl(locale: Locale): Promise<string | null> {
  try {
    const data = await fetchContent(
      playlistSettingQuery,
      { language: toLanguageCode(locale) },
      { tags: [contentTag('shell', locale)] },
    );
    return toSettings(data.popSettings).spotifyPlaylistUrl;
  } catch (error) {
    console.warn(`Optional playlist setting unavailable (${locale}), the player is hidden: ${(error as Error).message}`);
    return null;
  }
}

export interface SiteShell {
  menus: Menus;
  settings: Settings;
  categories: Category[];
}

/** Polylang names the French menu locations `<LOCATION>___FR`. */
function menuLocation(base: 'PRIMARY' | 'SECONDARY' | 'FOOTER', locale: Locale): MenuLocationEnum {
  return locale === 'en' ? base : `${base}___FR`;
}

/** Cached per render: a page that reads the shell's categories and its `PageShell` share one call. */
export const getSiteShell = cache(async (locale: Locale): Promise<SiteShell> => {
  const playlistUrl = getOptionalPlaylistUrl(locale);
  const data = await fetchContent(
    siteShellQuery,
    {
      language: toLanguageCode(locale),
      primary: menuLocation('PRIMARY', locale),
      secondary: menuLocation('SECONDARY', locale),
      footer: menuLocation('FOOTER', locale),
      otherLanguage: toLanguageCode(otherLocale(locale)),
    },
    { tags: [contentTag('shell', locale), contentTag('about', locale)] },
  );
  return {
    menus: {
      primary: toMenuTree(data.primary?.nodes),
      secondary: toMenuTree(data.secondary?.nodes),
      footer: toMenuTree(data.footer?.nodes),
    },
    settings: { ...toSettings(data.popSettings), spotifyPlaylistUrl: await playlistUrl },
    categories: (data.categories?.nodes ?? []).map(toCategory),
  };
});
