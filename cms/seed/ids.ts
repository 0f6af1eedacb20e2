/**
 * Id sequences and the lookup tables the seed's modules share.
 *
 * As in WordPress: posts, media and menu items share one sequence (`wp_posts`), terms and menus
 * another (`wp_terms`), users their own. The seed allocates in a fixed order (users, media, terms,
 * menus, then posts by type, then menu items) and the scale switch allocates after all of it, so
 * the hand-written seed keeps the same ids whatever the scale.
 */
import type { LanguageCode } from '../store/types';
import { esc } from './text';

export const LANGS: readonly LanguageCode[] = ['EN', 'FR'];

export class IdSequences {
  private nextPost = 1;
  private nextTerm = 1;
  private nextUser = 1;
  post(): number {
    return this.nextPost++;
  }
  term(): number {
    return this.nextTerm++;
  }
  user(): number {
    return this.nextUser++;
  }
}

/** A registry of ids by a readable key: `artist:mira-solenne:EN`. */
export class Registry {
  private readonly map = new Map<string, number>();
  set(key: string, id: number): void {
    if (this.map.has(key)) throw new Error(`Duplicate seed key ${key}`);
    this.map.set(key, id);
  }
  get(key: string): number {
    const id = this.map.get(key);
    if (id === undefined) throw new Error(`Unknown seed key ${key}`);
    return id;
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
}

export interface SeedContext {
  ids: IdSequences;
  /** Media by image key (`poster-07`, `cat-music`). */
  media: Registry;
  /** Terms by `category:{key}:{lang}` / `news_type:{key}:{lang}`. */
  terms: Registry;
  /** Posts by `{type}:{key}:{lang}` (key = the English slug, or a short key). */
  posts: Registry;
  /** Users by slug. */
  users: Registry;
  /** Slugs by the same keys as `posts`, for links inside content. */
  slugs: Map<string, string>;
  /** Titles by the same keys as `posts`. */
  titles: Map<string, string>;
}

export function createContext(): SeedContext {
  return {
    ids: new IdSequences(),
    media: new Registry(),
    terms: new Registry(),
    posts: new Registry(),
    users: new Registry(),
    slugs: new Map(),
    titles: new Map(),
  };
}

export function postKey(type: string, key: string, lang: LanguageCode): string {
  return `${type}:${key}:${lang}`;
}

/** Slug of a registered post; throws when missing so broken links fail the build. */
export function slugOf(ctx: SeedContext, type: string, key: string, lang: LanguageCode): string {
  const slug = ctx.slugs.get(postKey(type, key, lang));
  if (slug === undefined) throw new Error(`No slug for ${postKey(type, key, lang)}`);
  return slug;
}

export function titleOf(ctx: SeedContext, type: string, key: string, lang: LanguageCode): string {
  const title = ctx.titles.get(postKey(type, key, lang));
  if (title === undefined) throw new Error(`No title for ${postKey(type, key, lang)}`);
  return title;
}

/** Site routes, as the spec's route table builds them. */
export const ROUTES = {
  artist: { EN: '/artist/', FR: '/fr/artiste/' },
  event: { EN: '/event/', FR: '/fr/evenement/' },
  news: { EN: '/news/', FR: '/fr/nouvelles/' },
  page: { EN: '/page/', FR: '/fr/page/' },
  calendar: { EN: '/calendar', FR: '/fr/calendrier' },
  artists: { EN: '/artists', FR: '/fr/artistes' },
  newsList: { EN: '/news', FR: '/fr/nouvelles' },
  about: { EN: '/about', FR: '/fr/a-propos' },
} as const;

/** Allocates a post id and records its slug and title under `{type}:{key}:{lang}`. */
export function registerPost(ctx: SeedContext, type: string, key: string, lang: LanguageCode, slug: string, title: string): number {
  const id = ctx.ids.post();
  const k = postKey(type, key, lang);
  ctx.posts.set(k, id);
  ctx.slugs.set(k, slug);
  ctx.titles.set(k, title);
  return id;
}

/** A link to a registered post's site route, `<a href="/artist/mira-solenne">Mira Solenne</a>`. */
export function linkTo(ctx: SeedContext, type: 'artist' | 'event' | 'news' | 'page', key: string, lang: LanguageCode, text?: string): string {
  const slug = slugOf(ctx, type, key, lang);
  const href = type === 'page' ? pageHref(slug, lang) : `${ROUTES[type][lang]}${slug}`;
  return `<a href="${href}">${esc(text ?? titleOf(ctx, type, key, lang))}</a>`;
}

/** Pages the spec routes without the /page prefix (top-level routes). */
export const TOP_LEVEL_PAGE_SLUGS: ReadonlySet<string> = new Set([
  'partners-and-sponsors',
  'partenaires-et-commanditaires',
  'media-and-press',
  'medias-et-presse',
  'contact',
  'contact-fr',
  'tickets-and-passes',
  'billets-et-passeports',
  'festival-schedule',
  'programme-du-festival',
  'about',
  'a-propos',
]);

/** Site path of a page: top-level routes have no /page prefix; French paths start with /fr. */
export function pageHref(slug: string, lang: LanguageCode): string {
  const prefix = lang === 'FR' ? '/fr' : '';
  if (slug === 'contact-fr') return '/fr/contact';
  return TOP_LEVEL_PAGE_SLUGS.has(slug) ? `${prefix}/${slug}` : `${prefix}/page/${slug}`;
}

/**
 * Expands `{{artist:key}}`, `{{event:key|text}}`, `{{news:key}}`, `{{page:key|text}}` into links to
 * registered posts of one language. Throws on an unknown key, so content never links missing items.
 */
export function expandLinks(ctx: SeedContext, html: string, lang: LanguageCode): string {
  return html.replace(/\{\{(artist|event|news|page):([a-z0-9-]+)(?:\|([^}]+))?\}\}/g, (_m, type: string, key: string, text?: string) =>
    linkTo(ctx, type as 'artist' | 'event' | 'news' | 'page', key, lang, text),
  );
}
