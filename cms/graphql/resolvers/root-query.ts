/**
 * The root fields of `RootQuery` the content server implements.
 */
import { servedTypes } from '../../content-types';
import type { PageArgs } from '../connection';
import type { ResolverContext, ResolverMap } from '../context';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, settingsLanguage, type LanguageFilter } from '../languages';
import { postConnection, type PostWhereArgs } from '../post-query';
import { termConnection, type TermWhereArgs } from '../term-query';
import { menuConnection, menuItemConnection, type MenuItemWhereArgs, type MenuWhereArgs } from './menus';
import {
  findMedia,
  findMenu,
  findMenuItem,
  findNode,
  findPostOrPreview,
  findTerm,
  lookupUri,
  type LookupArgs,
  type MediaIdType,
  type MenuIdType,
  type PostLookupArgs,
  type TermIdType,
} from './single-lookups';

type PostConnectionArgs = PageArgs & { where?: PostWhereArgs | null };
type TermConnectionArgs = PageArgs & { where?: TermWhereArgs | null };
type Root = unknown;

/** Each content type's connection (`events`) and single field (`event`), by the registry's names. */
const contentTypeFields: ResolverMap[string] = Object.fromEntries(
  servedTypes.flatMap(({ graphql, postType }) => [
    [graphql.plural, (_: Root, args: PostConnectionArgs, ctx: ResolverContext) => postConnection(ctx, postType, args)],
    [graphql.single, (_: Root, args: PostLookupArgs, ctx: ResolverContext) => findPostOrPreview(ctx, postType, args)],
  ]),
);

export const rootQueryResolvers: ResolverMap = {
  RootQuery: {
    ...contentTypeFields,
    categories: (_: Root, args: TermConnectionArgs, ctx: ResolverContext) =>
      termConnection(ctx.index, 'category', args),
    category: (_: Root, args: LookupArgs<TermIdType>, ctx: ResolverContext) => findTerm(ctx, 'category', args),
    newsTypes: (_: Root, args: TermConnectionArgs, ctx: ResolverContext) =>
      termConnection(ctx.index, 'news_type', args),
    newsType: (_: Root, args: LookupArgs<TermIdType>, ctx: ResolverContext) => findTerm(ctx, 'news_type', args),
    menus: (_: Root, args: PageArgs & { where?: MenuWhereArgs | null }, ctx: ResolverContext) =>
      menuConnection(ctx.index, args),
    menu: (_: Root, args: LookupArgs<MenuIdType>, ctx: ResolverContext) => findMenu(ctx, args),
    menuItems: (_: Root, args: PageArgs & { where?: MenuItemWhereArgs | null }, ctx: ResolverContext) =>
      menuItemConnection(ctx.index, args),
    menuItem: (_: Root, args: LookupArgs<'ID' | 'DATABASE_ID'>, ctx: ResolverContext) => findMenuItem(ctx, args),
    mediaItem: (_: Root, args: LookupArgs<MediaIdType>, ctx: ResolverContext) => findMedia(ctx, args),
    popSettings: (_: Root, args: { language?: LanguageFilter | null }, ctx: ResolverContext) =>
      ctx.index.store.settings[settingsLanguage(args.language)] ?? null,
    nodeByUri: (_: Root, args: { uri: string }, ctx: ResolverContext) => lookupUri(ctx, args.uri)?.record ?? null,
    node: (_: Root, args: { id?: string | null }, ctx: ResolverContext) => findNode(ctx, args.id),
    languages: () => LANGUAGE_CODES.map((code) => LANGUAGES[code]),
    defaultLanguage: () => LANGUAGES[DEFAULT_LANGUAGE],
  },
};
