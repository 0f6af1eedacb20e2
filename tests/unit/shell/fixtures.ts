import type { SiteShell } from '@/queries/shell';
import type { Category, MenuItem, Settings } from '@/queries/types';

export function menuItem(id: string, label: string, path: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    label,
    path,
    external: /^[a-z][a-z0-9+.-]*:/i.test(path),
    connectedNode: null,
    children: [],
    ...extra,
  };
}

export function category(slug: string, name: string, withImage = true): Category {
  return {
    id: `cat-${slug}`,
    slug,
    name,
    image: withImage ? { url: `https://cdn.example.test/${slug}.png`, alt: '', width: 110, height: 110 } : null,
  };
}

export const fullSettings: Settings = {
  address: '1234 St-Laurent Blvd',
  city: 'Montreal',
  province: 'QC',
  postalCode: 'H2X 2S6',
  phone: '514-842-1919',
  fax: '514 842-1920',
  mailingListUrl: 'https://lists.example.test/subscribe/post?u=abc&id=def',
  social: {
    facebook: 'https://facebook.com/popmontreal',
    instagram: 'https://instagram.com/popmontreal',
    twitter: 'https://twitter.com/popmontreal',
    soundcloud: 'https://soundcloud.com/popmontreal',
    spotify: 'https://open.spotify.com/user/popmontreal',
    youtube: 'https://youtube.com/popmontreal',
  },
  menuHidden: false,
  spotifyPlaylistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc123',
};

/** A shell like the seed's, in English: nesting, an external link, events and artists entries. */
export function englishShell(overrides: { settings?: Partial<Settings>; primary?: MenuItem[] } = {}): SiteShell {
  return {
    menus: {
      primary: overrides.primary ?? [
        menuItem('p-events', 'Events', '/calendar', {
          children: [menuItem('p-schedule', 'Festival schedule', '/festival-schedule')],
        }),
        menuItem('p-artists', 'Artists', '/artists'),
        menuItem('p-about', 'About', '#', {
          children: [
            menuItem('p-history', 'History', '/about/history', { connectedNode: { type: 'about', slug: 'history' } }),
            menuItem('p-shop', 'Shop', 'https://shop.example.test/'),
          ],
        }),
        menuItem('p-news', 'News', '/news'),
        menuItem('p-tickets', 'Tickets', 'https://tickets.example.test/pop'),
      ],
      secondary: [menuItem('s-faq', 'FAQ', '/page/faq', { connectedNode: { type: 'page', slug: 'faq', englishSlug: 'faq' } })],
      footer: [
        menuItem('f-contact', 'Contact', '/contact', { connectedNode: { type: 'page', slug: 'contact', englishSlug: 'contact' } }),
        menuItem('f-press', 'Press kit', 'https://press.example.test/kit'),
      ],
    },
    settings: { ...fullSettings, ...overrides.settings, social: { ...fullSettings.social, ...overrides.settings?.social } },
    categories: [category('music', 'Music'), category('pop-montreal', 'POP Montreal'), category('film', 'Film', false)],
  };
}

export function frenchShell(): SiteShell {
  return {
    menus: {
      primary: [
        menuItem('p-events', 'Événements', '/fr/calendrier'),
        menuItem('p-artists', 'Artistes', '/fr/artistes'),
        menuItem('p-tickets', 'Billets', 'https://tickets.example.test/pop'),
      ],
      secondary: [],
      footer: [menuItem('f-contact', 'Contact', '/fr/contact')],
    },
    settings: fullSettings,
    categories: [category('musique', 'Musique'), category('pop-montreal-fr', 'POP Montréal')],
  };
}
