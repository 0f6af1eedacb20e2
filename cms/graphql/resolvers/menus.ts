/**
 * Menus and menu items as WPGraphQL's Menu / MenuItem models expose them: `menuItems` is a FLAT
 * list (children included) ordered by `order`; `path` is relative for links into the site and the
 * full URL for external links; `parentDatabaseId` is 0 at the top level while `parentId` is null.
 */
import type { MenuItemRecord, MenuLocation, MenuRecord } from '../../store/types';
import { oneToOneEdge, paginate, type PageArgs } from '../connection';
import type { ResolverContext, ResolverMap } from '../context';
import { toDatabaseId, toGlobalId } from '../ids';
import { languageOfLocation, selectLanguages, type LanguageFilter } from '../languages';
import { menuByLocation, type StoreIndex, type UriTarget } from '../store-index';

export interface MenuItemWhereArgs {
  id?: number | null;
  language?: LanguageFilter | null;
  location?: MenuLocation | null;
  parentDatabaseId?: number | null;
  parentId?: string | null;
}

export interface MenuWhereArgs {
  id?: number | null;
  location?: MenuLocation | null;
  slug?: string | null;
}

const byMenuItemId = { idOf: (item: MenuItemRecord) => item.databaseId };

/** The site content a menu item points at (always published: see `isVisibleMenuItem`). */
function connectedTarget(item: MenuItemRecord, index: StoreIndex): UriTarget | null {
  const target = item.connectedNode;
  if (!target) return null;
  if (target.kind === 'term') {
    const term = index.termById.get(target.databaseId);
    return term ? { kind: 'term', record: term } : null;
  }
  const record = index.postById.get(target.databaseId);
  return record ? { kind: 'post', record } : null;
}

/** Absolute URL: the linked node's permalink, a site-relative custom link made absolute, or as is. */
function itemUrl(item: MenuItemRecord, ctx: ResolverContext): string | null {
  const target = connectedTarget(item, ctx.index);
  if (target) {
    const uris = target.kind === 'post' ? ctx.index.uriByPostId : ctx.index.uriByTermId;
    return `${ctx.publicUrl}${uris.get(target.record.databaseId) ?? '/'}`;
  }
  if (!item.url) return null;
  return item.url.startsWith('/') ? `${ctx.publicUrl}${item.url}` : item.url;
}

/** WPGraphQL: the URL's path when it points at the site's own host, else the URL unchanged. */
function itemPath(item: MenuItemRecord, ctx: ResolverContext): string | null {
  const url = itemUrl(item, ctx);
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.hostname === new URL(ctx.publicUrl).hostname ? parsed.pathname : url;
  } catch {
    return url;
  }
}

function locationOf(item: MenuItemRecord, index: StoreIndex): MenuLocation | null {
  return index.menuById.get(item.menuId)?.location ?? null;
}

export function queryMenuItems(index: StoreIndex, where: MenuItemWhereArgs = {}): MenuItemRecord[] {
  let items: MenuItemRecord[];
  if (where.location) {
    const menu = menuByLocation(index, where.location);
    // An empty location is normal in WordPress, not an error.
    items = menu ? [...(index.menuItemsByMenu.get(menu.databaseId) ?? [])] : [];
  } else {
    items = index.menus
      .flatMap((menu) => index.menuItemsByMenu.get(menu.databaseId) ?? [])
      .sort((a, b) => a.order - b.order || a.databaseId - b.databaseId);
  }
  const languages = selectLanguages(where.language, null);
  items = items.filter((item) => {
    const location = locationOf(item, index);
    return location !== null && languages.includes(languageOfLocation(location));
  });
  if (typeof where.id === 'number') items = items.filter((item) => item.databaseId === where.id);
  const parents: number[] = [];
  if (where.parentId !== undefined && where.parentId !== null) {
    const parent = toDatabaseId(where.parentId, 'post');
    if (parent === null) return [];
    parents.push(parent);
  }
  if (typeof where.parentDatabaseId === 'number') parents.push(where.parentDatabaseId);
  for (const parent of parents) items = items.filter((item) => (item.parentId ?? 0) === parent);
  return items;
}

export function queryMenus(index: StoreIndex, where: MenuWhereArgs = {}): MenuRecord[] {
  return index.menus.filter(
    (menu) =>
      (typeof where.id !== 'number' || menu.databaseId === where.id) &&
      (!where.location || menu.location === where.location) &&
      (!where.slug || menu.slug === where.slug),
  );
}

export function menuItemConnection(index: StoreIndex, args: PageArgs & { where?: MenuItemWhereArgs | null }) {
  return paginate(queryMenuItems(index, args.where ?? {}), args, byMenuItemId);
}

export function menuConnection(index: StoreIndex, args: PageArgs & { where?: MenuWhereArgs | null }) {
  return paginate(queryMenus(index, args.where ?? {}), args, { idOf: (menu: MenuRecord) => menu.databaseId });
}

export const menuResolvers: ResolverMap = {
  Menu: {
    id: (m: MenuRecord) => toGlobalId('term', m.databaseId),
    databaseId: (m: MenuRecord) => m.databaseId,
    name: (m: MenuRecord) => m.name,
    slug: (m: MenuRecord) => m.slug,
    count: (m: MenuRecord, _: unknown, ctx: ResolverContext) => ctx.index.menuItemsByMenu.get(m.databaseId)?.length ?? null,
    locations: (m: MenuRecord) => [m.location],
    menuItems: (m: MenuRecord, args: PageArgs, ctx: ResolverContext) =>
      paginate(ctx.index.menuItemsByMenu.get(m.databaseId) ?? [], args, byMenuItemId),
  },
  MenuItem: {
    id: (i: MenuItemRecord) => toGlobalId('post', i.databaseId),
    databaseId: (i: MenuItemRecord) => i.databaseId,
    parentId: (i: MenuItemRecord) => (i.parentId === null ? null : toGlobalId('post', i.parentId)),
    parentDatabaseId: (i: MenuItemRecord) => i.parentId ?? 0,
    // An empty label shows the linked content's title, as in WordPress.
    label: (i: MenuItemRecord, _: unknown, ctx: ResolverContext) => {
      if (i.label) return i.label;
      const target = connectedTarget(i, ctx.index);
      if (!target) return null;
      return target.kind === 'post' ? target.record.title : target.record.name;
    },
    url: (i: MenuItemRecord, _: unknown, ctx: ResolverContext) => itemUrl(i, ctx),
    path: (i: MenuItemRecord, _: unknown, ctx: ResolverContext) => itemPath(i, ctx),
    uri: (i: MenuItemRecord, _: unknown, ctx: ResolverContext) => {
      const url = itemUrl(i, ctx);
      return url?.toLowerCase().startsWith(ctx.publicUrl.toLowerCase()) ? url.slice(ctx.publicUrl.length) : url;
    },
    target: (i: MenuItemRecord) => i.target ?? null,
    cssClasses: (i: MenuItemRecord) => i.cssClasses.filter((c) => c !== ''),
    order: (i: MenuItemRecord) => i.order,
    locations: (i: MenuItemRecord, _: unknown, ctx: ResolverContext) => {
      const location = locationOf(i, ctx.index);
      return location ? [location] : null;
    },
    connectedNode: (i: MenuItemRecord, _: unknown, ctx: ResolverContext) => {
      const target = connectedTarget(i, ctx.index);
      return target ? oneToOneEdge(target.record, target.record.databaseId) : null;
    },
    menu: (i: MenuItemRecord, _: unknown, ctx: ResolverContext) =>
      oneToOneEdge(ctx.index.menuById.get(i.menuId), i.menuId),
    childItems: (i: MenuItemRecord, args: PageArgs, ctx: ResolverContext) =>
      paginate(ctx.index.menuItemsByParent.get(i.databaseId) ?? [], args, byMenuItemId),
  },
};
