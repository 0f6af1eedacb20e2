/**
 * The site's content types (THE registry, i18n/content-types.ts) as the content server stores and
 * serves them. What WPGraphQL calls a type (its node type, single and connection fields), whether
 * editors preview it and what the admin endpoint and webhooks call it are read from the site's
 * registry; this table adds only what WordPress alone knows: the post type holding it, its
 * permalink base and whether an editor may create one through the admin endpoint. The GraphQL
 * root fields (graphql/resolvers/root-query.ts), the node types' resolvers
 * (graphql/resolvers/content-nodes.ts), permalinks (graphql/uris.ts), the schema subset
 * (schema/subset-spec.ts) and the admin endpoint's types (admin/fields.ts, admin/create-item.ts)
 * all follow from it.
 */
import { type ContentType, contentTypeRegistry, contentTypes } from '../i18n/content-types';
import type { PostType } from './store/types';

export interface WordPressPostType {
  /** The post type's name in WordPress (`contentTypeName`; the store's `postType`). */
  postType: PostType;
  /** Its permalinks: under this rewrite slug (`/events/{slug}/`), `'post'` for `/%postname%/`, `'page'` for the parent path. */
  permalink: { base: string } | 'post' | 'page';
  /** An editor may create one through the admin endpoint (pop categories are the festival's fixed sections). */
  creatable: boolean;
}

export const wordpressPostTypes = {
  event: { postType: 'event', permalink: { base: 'events' }, creatable: true },
  artist: { postType: 'artist', permalink: { base: 'artists' }, creatable: true },
  news: { postType: 'post', permalink: 'post', creatable: true },
  page: { postType: 'page', permalink: 'page', creatable: true },
  about: { postType: 'pop_category', permalink: { base: 'pop-categories' }, creatable: false },
  // `venues` is not in the reference samples: WordPress's default for a post type registered like the others.
  venue: { postType: 'venue', permalink: { base: 'venues' }, creatable: true },
} as const satisfies Record<ContentType, WordPressPostType>;

/** Every post type of the store belongs to a content type of the registry (a type error names the one that does not). */
type Unregistered = Exclude<PostType, (typeof wordpressPostTypes)[ContentType]['postType']>;
const everyPostTypeRegistered: [Unregistered] extends [never] ? true : Unregistered = true;
void everyPostTypeRegistered;

/** How the admin endpoint and the site's webhook name a content type (`category` for pop categories). */
export type ApiName = (typeof contentTypeRegistry)[ContentType]['apiName'];

/** The names of the types an editor may create through the admin endpoint. */
export type CreatableApiName = {
  [T in ContentType]: (typeof wordpressPostTypes)[T]['creatable'] extends true ? (typeof contentTypeRegistry)[T]['apiName'] : never;
}[ContentType];

/** What the content server knows of one type: the site's registry entry and its WordPress post type. */
export interface ServedType {
  contentType: ContentType;
  postType: PostType;
  /** WPGraphQL's node type (`Event`), single field (`event`) and connection field (`events`). */
  graphql: { type: string; single: string; plural: string };
  /** `asPreview` on its single field: editors see its pending revisions. */
  previewable: boolean;
  /** How the admin endpoint and the site's webhook name it (`category` for pop categories). */
  apiName: ApiName;
  permalink: WordPressPostType['permalink'];
  creatable: boolean;
}

/** Every content type the content server serves, in the registry's order. */
export const servedTypes: readonly ServedType[] = contentTypes.map((contentType) => {
  const entry = contentTypeRegistry[contentType];
  const wordpress: WordPressPostType | undefined = wordpressPostTypes[contentType];
  if (!wordpress) throw new Error(`cms/content-types.ts: no WordPress post type for the registry's "${contentType}" (README, "Add a content type")`);
  return {
    contentType,
    postType: wordpress.postType,
    graphql: entry.graphql,
    previewable: entry.previewable,
    apiName: entry.apiName,
    permalink: wordpress.permalink,
    creatable: wordpress.creatable,
  };
});

/** The served type stored as `postType`. */
export function servedTypeOfPostType(postType: PostType): ServedType {
  return servedTypes.find((type) => type.postType === postType)!;
}
