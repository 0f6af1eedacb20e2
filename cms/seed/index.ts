/**
 * The seed of the embedded content server: a deterministic, bilingual (EN/FR) festival.
 *
 *   createSeedStore({ scale: 0 })    → the hand-written seed
 *   createSeedStore({ scale: 2500 }) → plus 2,500 generated items per language
 *
 * Id order (stable whatever the scale): users; media; category and news-type terms; menus;
 * venues, pop categories, artists, events, news, pages; menu items; revisions; then generated items.
 * Images live in `cms/uploads/` (regenerate with `npx tsx cms/seed/make-images.ts`).
 */
import type { ContentStore, PostRecord, SeedOptions } from '../store/types';
import { buildArtists, registerArtists } from './artists';
import { buildTerms } from './categories';
import { artistRelations, buildEvents, registerEvents } from './events';
import { createContext } from './ids';
import { buildMedia } from './media';
import { buildMenuItems, buildMenus } from './menus';
import { buildNews, registerNews } from './news';
import { buildPages, registerPages } from './pages';
import { buildPopCategories, fillPopCategoryContent } from './pop-categories';
import { buildRevisions } from './revisions';
import { buildScale } from './scale';
import { buildSettings } from './settings';
import { buildUsers } from './users';
import { buildVenues } from './venues';

export function createSeedStore(options: SeedOptions): ContentStore {
  const ctx = createContext();
  const users = buildUsers(ctx);
  const media = buildMedia(ctx);
  const terms = buildTerms(ctx);
  const menus = buildMenus(ctx);

  const venues = buildVenues(ctx);
  const popCategories = buildPopCategories(ctx);
  registerArtists(ctx);
  registerEvents(ctx);
  registerNews(ctx);
  registerPages(ctx);

  const relations = artistRelations(ctx);
  const artists = buildArtists(ctx, relations.appearances, relations.attached);
  const events = buildEvents(ctx);
  const news = buildNews(ctx);
  const pages = buildPages(ctx);
  fillPopCategoryContent(ctx, popCategories);

  const menuItems = buildMenuItems(ctx);
  const revisions = buildRevisions(ctx);
  const posts: PostRecord[] = [...venues, ...popCategories, ...artists, ...events, ...news, ...pages];
  posts.push(...buildScale(ctx, options.scale, posts));

  return { posts, revisions, terms, media, users, menus, menuItems, settings: buildSettings() };
}

export { HOSTILE_ITEMS } from './hostile';
export { EXTERNAL_LINKS } from './menus';
export { REVISED_EVENT_KEY, REVISED_VENUE_SLUG } from './revisions';
export { scaleCounts } from './scale';
