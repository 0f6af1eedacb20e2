import { contentTypeByGraphqlType } from '@/i18n/content-types';
import { linkUrl, menuLinkRule } from '@/lib/link-url';
import { compact, text } from './adapter';
import type { MenuItemFieldsFragment, PlaylistSettingQuery, SiteShellQuery } from './generated/graphql';
import type { Loose, Maybe } from './nodes';
import type { ConnectedNode, MenuItem, Settings } from './types';

/** The shell's answers (menus, site settings) as domain types (see ./adapter.ts for the rules). */

type MenuItemNode = Loose<MenuItemFieldsFragment>;
type SettingsNode = Loose<NonNullable<SiteShellQuery['popSettings']> | NonNullable<PlaylistSettingQuery['popSettings']>>;

function toConnectedNode(raw: MenuItemNode['connectedNode']): ConnectedNode | null {
  const node = raw?.node;
  if (!node?.__typename || !node.slug) return null;
  if (node.__typename === 'Category') return { type: 'category', slug: node.slug };
  const type = contentTypeByGraphqlType(node.__typename);
  if (!type) return null;
  if (type === 'page') return { type, slug: node.slug, englishSlug: text(node.englishTranslation?.slug) };
  return { type, slug: node.slug };
}

/**
 * WPGraphQL returns a menu as a FLAT list of items with `parentId`; this rebuilds the tree,
 * keeping the server's order. An item whose parent is missing is promoted to the top level
 * rather than lost.
 */
export function toMenuTree(rawItems: Maybe<Array<Maybe<MenuItemNode>>>): MenuItem[] {
  // An item whose link has a scheme no menu may use (`javascript:`) is left out.
  const items = compact(rawItems).filter((raw) => linkUrl(raw.path?.trim() || raw.url?.trim() || '/', menuLinkRule) !== null);
  const byId = new Map<string, MenuItem>();
  for (const raw of items) {
    const path = raw.path?.trim() || raw.url?.trim() || '/';
    const connectedNode = toConnectedNode(raw.connectedNode);
    byId.set(raw.id ?? '', {
      id: raw.id ?? '',
      label: raw.label?.trim() ?? '',
      path,
      external: !connectedNode && /^[a-z][a-z0-9+.-]*:/i.test(path),
      connectedNode,
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const raw of items) {
    const item = byId.get(raw.id ?? '')!;
    const parent = raw.parentId ? byId.get(raw.parentId) : undefined;
    if (parent && parent !== item) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

export function toSettings(raw: Maybe<SettingsNode>): Settings {
  const s: SettingsNode = raw ?? {};
  return {
    address: text(s.popAddress),
    city: text(s.popCity),
    province: text(s.popProvince),
    postalCode: text(s.popPostalCode),
    phone: text(s.popPhone),
    fax: text(s.popFax),
    mailingListUrl: linkUrl(s.popMailchimp),
    social: {
      facebook: linkUrl(s.popFacebook),
      instagram: linkUrl(s.popInstagram),
      twitter: linkUrl(s.popTwitter),
      soundcloud: linkUrl(s.popSoundcloud),
      spotify: linkUrl(s.popSpotify),
      youtube: linkUrl(s.popYoutube),
    },
    menuHidden: s.popMenuHide === true,
    spotifyPlaylistUrl: linkUrl(s.popSpotifyPlaylist),
  };
}
