/** Menus in all six locations; menu items point at published items of the menu's language. */
import type { MenuItemRecord, MenuLocation, MenuRecord } from '../store/types';
import { postKey, type SeedContext } from './ids';

type Label = [en: string, fr: string];

/** A menu entry: a custom link (`url`) or a connected post (`type` + `key`). */
interface Entry {
  label: Label;
  url?: Label;
  post?: { type: 'event' | 'artist' | 'news' | 'page' | 'pop_category'; key: string };
  target?: '_blank';
  children?: Entry[];
}

const link = (label: Label, url: Label, target?: '_blank'): Entry => ({ label, url, ...(target ? { target } : {}) });
const post = (label: Label, type: NonNullable<Entry['post']>['type'], key: string, children?: Entry[]): Entry => ({
  label,
  post: { type, key },
  ...(children ? { children } : {}),
});

/** The external links, exported for tests and documentation. */
export const EXTERNAL_LINKS = {
  merch: 'https://shop.example.com/pop-montreal',
  archive: 'https://archive.example.org/pop-montreal',
} as const;

const PRIMARY: Entry[] = [
  {
    ...link(['Lineup', 'Programmation'], ['/calendar', '/fr/calendrier']),
    children: [
      post(['Opening Night', 'Soirée d’ouverture'], 'event', 'opening-night'),
      post(['Closing Night', 'Soirée de clôture'], 'event', 'closing-night'),
      post(['Mira Solenne', 'Mira Solenne'], 'artist', 'mira-solenne'),
      post(['Okonjo Brass Collective', 'Okonjo Brass Collective'], 'artist', 'okonjo-brass-collective'),
      post(['Festival Schedule', 'Programme du festival'], 'page', 'festival-schedule'),
    ],
  },
  link(['Artists', 'Artistes'], ['/artists', '/fr/artistes']),
  {
    ...link(['News', 'Nouvelles'], ['/news', '/fr/nouvelles']),
    children: [post(['First Wave of Artists', 'Première vague d’artistes'], 'news', 'first-wave-of-artists')],
  },
  post(['About', 'À propos'], 'pop_category', 'pop-montreal', [
    post(['Visual Arts', 'Arts visuels'], 'pop_category', 'visual-arts'),
    post(['Film', 'Cinéma'], 'pop_category', 'film'),
    post(['Kids', 'Enfants'], 'pop_category', 'kids'),
    post(['Marché', 'Marché'], 'pop_category', 'marche'),
    post(['Puces POP', 'Puces POP'], 'pop_category', 'puces'),
    post(['Symposium', 'Symposium'], 'pop_category', 'symposium'),
    post(['History', 'Histoire'], 'page', 'history'),
    post(['Team', 'Équipe'], 'page', 'team'),
  ]),
  post(['Tickets', 'Billets'], 'page', 'tickets-and-passes'),
  link(['Merch', 'Boutique'], [EXTERNAL_LINKS.merch, `${EXTERNAL_LINKS.merch}?lang=fr`]),
];

const SECONDARY: Entry[] = [
  post(['FAQ', 'FAQ'], 'page', 'faq'),
  post(['Tickets and Passes', 'Billets et passeports'], 'page', 'tickets-and-passes'),
  post(['Accessibility', 'Accessibilité'], 'page', 'accessibility'),
  post(['Contact', 'Contact'], 'page', 'contact'),
];

const FOOTER: Entry[] = [
  post(['Privacy Policy', 'Politiques de confidentialité'], 'page', 'privacy-policy'),
  post(['Media and Press', 'Médias et presse'], 'page', 'media-and-press'),
  post(['Partners and Sponsors', 'Partenaires et commanditaires'], 'page', 'partners-and-sponsors'),
  post(['Contact', 'Contact'], 'page', 'contact'),
  post(['Accessibility', 'Accessibilité'], 'page', 'accessibility'),
  link(['Festival Archive', 'Archives du festival'], [EXTERNAL_LINKS.archive, `${EXTERNAL_LINKS.archive}/fr`], '_blank'),
];

const MENUS: readonly [base: 'PRIMARY' | 'SECONDARY' | 'FOOTER', name: string, entries: Entry[]][] = [
  ['PRIMARY', 'Primary', PRIMARY],
  ['SECONDARY', 'Helpful Links', SECONDARY],
  ['FOOTER', 'Footer', FOOTER],
];

/** Allocates the menus' term ids (called with the other terms, before any post). */
export function buildMenus(ctx: SeedContext): MenuRecord[] {
  const out: MenuRecord[] = [];
  for (const [base, name] of MENUS) {
    for (const lang of ['EN', 'FR'] as const) {
      const location = (lang === 'EN' ? base : `${base}___FR`) as MenuLocation;
      const databaseId = ctx.ids.term();
      ctx.terms.set(`nav_menu:${location}`, databaseId);
      out.push({ databaseId, name: `${name} (${lang})`, slug: `${base.toLowerCase()}-${lang.toLowerCase()}`, location });
    }
  }
  return out;
}

/** Allocates the menu items' post ids (called after every seed post). */
export function buildMenuItems(ctx: SeedContext): MenuItemRecord[] {
  const out: MenuItemRecord[] = [];
  for (const [base, , entries] of MENUS) {
    for (const lang of ['EN', 'FR'] as const) {
      const location = (lang === 'EN' ? base : `${base}___FR`) as MenuLocation;
      const menuId = ctx.terms.get(`nav_menu:${location}`);
      let order = 0;
      const add = (entry: Entry, parentId: number | null): void => {
        const databaseId = ctx.ids.post();
        const i = lang === 'EN' ? 0 : 1;
        out.push({
          databaseId,
          menuId,
          parentId,
          order: ++order,
          label: entry.label[i],
          url: entry.url ? entry.url[i] : null,
          target: entry.target ?? null,
          cssClasses: [],
          connectedNode: entry.post ? { kind: 'post', databaseId: ctx.posts.get(postKey(entry.post.type, entry.post.key, lang)) } : null,
        });
        for (const child of entry.children ?? []) add(child, databaseId);
      };
      for (const entry of entries) add(entry, null);
    }
  }
  return out;
}
