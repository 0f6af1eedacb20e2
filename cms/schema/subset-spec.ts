/**
 * What the embedded content server implements of the real WPGraphQL schema
 * (`reference/wpgraphql-festival.graphql`). `extract-subset.ts` copies exactly these types, fields,
 * arguments, input fields and enum values out of the reference (with their descriptions), so every
 * name and type signature stays the production one. Anything not listed is dropped: a query that
 * uses it fails validation here instead of being silently ignored.
 *
 * Field entries: `name` keeps a field with no arguments, `name(a,b)` keeps it with those arguments
 * (required arguments must be listed). Interfaces are kept on a type automatically when the
 * interface is listed here and the type keeps all of the interface's kept fields. Each content
 * type's node type, root fields, connection and id types follow from the registry's WPGraphQL
 * names (../content-types.ts).
 */
import type { ContentType } from '../../i18n/content-types';
import { type ServedType, servedTypes } from '../content-types';

/** The forward/backward pagination arguments of every WPGraphQL connection field. */
const PAGE_ARGS = 'first,last,after,before';

const URI_FLAGS = ['isContentNode', 'isTermNode', 'isFrontPage', 'isPostsPage', 'isComment'];

/** Fields shared by every translated post type (one per content type: Event, Artist, Post, …). */
const CONTENT_NODE_FIELDS = [
  'id', 'databaseId', 'uri', 'link', 'slug', 'status', 'date', 'modified', 'contentTypeName',
  ...URI_FLAGS, 'title(format)', 'content(format)', 'featuredImage', 'featuredImageDatabaseId',
  'featuredImageId',
  'language', 'translation(language)', 'translations',
];

const TERM_FIELDS = [
  'id', 'databaseId', 'uri', 'link', 'slug', 'name', 'description', 'count', 'taxonomyName',
  ...URI_FLAGS, 'parentId', 'parentDatabaseId', 'language', 'translation(language)', 'translations',
];

const PAGE_INFO_FIELDS = ['endCursor', 'hasNextPage', 'hasPreviousPage', 'startCursor'];

/** Connection types plus their edge and page-info types, named as WPGraphQL names them. */
function connections(names: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(
    names.flatMap((name) => [
      [name, ['edges', 'nodes', 'pageInfo']],
      [`${name}Edge`, ['cursor', 'node']],
      [`${name}PageInfo`, PAGE_INFO_FIELDS],
    ]),
  );
}

const POST_WHERE_COMMON = [
  'id', 'in', 'notIn', 'language', 'languages', 'name', 'nameIn', 'orderby', 'search', 'stati',
  'status', 'title',
];
const POST_WHERE_WITH_CATEGORIES = [
  ...POST_WHERE_COMMON, 'categoryId', 'categoryIn', 'categoryName', 'categoryNotIn',
];
const TERM_WHERE = [
  'exclude', 'hideEmpty', 'include', 'language', 'languages', 'name', 'order', 'orderby', 'parent',
  'search', 'slug',
];

const ABOUT_GROUP_PREFIXES: Record<string, string> = {
  ArtAbout: 'art',
  FilmAbout: 'film',
  KidsAbout: 'kids',
  MarcheAbout: 'marche',
  AboutPop: 'aboutPop',
  PucesAbout: 'puces',
  SymposiumAbout: 'symposium',
};

function aboutGroupTypes(): Record<string, string[]> {
  const types: Record<string, string[]> = {};
  for (const [typeName, prefix] of Object.entries(ABOUT_GROUP_PREFIXES)) {
    types[typeName] = ['Title', 'Content', 'Summary', 'CtaText', 'CtaUrl'].map((s) => prefix + s);
  }
  return types;
}

const connectionField = (name: string) => `${name}(${PAGE_ARGS})`;
const rootConnection = (name: string) => `${name}(${PAGE_ARGS},where)`;

/**
 * What each content type of the registry (../content-types.ts) keeps beside the fields every
 * translated post type has: its own fields, its connection's `where` arguments and its single
 * field's id types. A type not listed keeps an excerpt, the common arguments and every post id type.
 */
interface ContentTypeSpec {
  fields?: string[];
  where?: string[];
  idTypes?: string[];
}
const CONTENT_TYPE_SPECS: Partial<Record<ContentType, ContentTypeSpec>> = {
  event: { fields: ['excerpt(format)', connectionField('categories'), 'eventDetails'], where: POST_WHERE_WITH_CATEGORIES },
  artist: { fields: ['excerpt(format)', connectionField('categories'), 'artistDetails'], where: POST_WHERE_WITH_CATEGORIES },
  news: {
    fields: ['excerpt(format)', connectionField('categories'), connectionField('newsTypes'), 'newsOptions', 'author', 'authorDatabaseId', 'authorId'],
    where: POST_WHERE_WITH_CATEGORIES,
  },
  page: {
    fields: ['author', 'authorDatabaseId', 'authorId', 'parent', 'parentId', 'parentDatabaseId', connectionField('children')],
    where: [...POST_WHERE_COMMON, 'parent', 'parentIn', 'parentNotIn'],
    // Pages are hierarchical: WPGraphQL offers no SLUG lookup for them.
    idTypes: ['DATABASE_ID', 'ID', 'URI'],
  },
  venue: { fields: ['excerpt(format)', 'venueDetails'] },
  about: {
    fields: ['excerpt(format)', 'popCategoryOptions', ...Object.keys(ABOUT_GROUP_PREFIXES).map((t) => t.charAt(0).toLowerCase() + t.slice(1))],
  },
};

const POST_ID_TYPES = ['DATABASE_ID', 'ID', 'SLUG', 'URI'];
const TERM_ID_TYPES = ['DATABASE_ID', 'ID', 'NAME', 'SLUG', 'URI'];

const contentTypeSpec = (type: ServedType) => CONTENT_TYPE_SPECS[type.contentType] ?? {};
const rootConnectionType = (type: ServedType) => `RootQueryTo${type.graphql.type}Connection`;
const byContentType = (entry: (type: ServedType) => [string, string[]]) => Object.fromEntries(servedTypes.map(entry));

/** Root fields of the `RootQuery` type that the server resolves. */
export const ROOT_QUERY_FIELDS = [
  ...servedTypes.flatMap((type) => [
    rootConnection(type.graphql.plural),
    `${type.graphql.single}(id,idType${type.previewable ? ',asPreview' : ''})`,
  ]),
  rootConnection('categories'), 'category(id,idType)',
  rootConnection('newsTypes'), 'newsType(id,idType)', rootConnection('menus'), 'menu(id,idType)',
  rootConnection('menuItems'), 'menuItem(id,idType)', 'mediaItem(id,idType)',
  'popSettings(language)', 'nodeByUri(uri)', 'node(id)', 'languages', 'defaultLanguage',
];

/** Object and interface types: the fields kept on each. */
export const KEPT_OUTPUT_TYPES: Record<string, string[]> = {
  RootQuery: ROOT_QUERY_FIELDS,

  // Interfaces (kept on a type only where it keeps all of their fields).
  Node: ['id'],
  DatabaseIdentifier: ['databaseId'],
  UniformResourceIdentifiable: ['id', 'uri', ...URI_FLAGS],
  MenuItemLinkable: ['id', 'databaseId', 'uri', ...URI_FLAGS],
  ContentNode: [
    'id', 'databaseId', 'uri', 'link', 'slug', 'status', 'date', 'modified', 'contentTypeName',
    ...URI_FLAGS,
  ],
  TermNode: TERM_FIELDS.filter((f) => !/^(parent|language|translation)/.test(f)),
  HierarchicalNode: ['id', 'databaseId', 'parentId', 'parentDatabaseId'],
  NodeWithTitle: ['id', 'title(format)'],
  NodeWithContentEditor: ['id', 'content(format)'],
  NodeWithExcerpt: ['id', 'excerpt(format)'],
  NodeWithFeaturedImage: ['id', 'featuredImage', 'featuredImageDatabaseId', 'featuredImageId'],
  NodeWithAuthor: ['id', 'author', 'authorDatabaseId', 'authorId'],
  Connection: ['edges', 'nodes', 'pageInfo'],
  Edge: ['cursor', 'node'],
  OneToOneConnection: ['cursor', 'node'],
  PageInfo: PAGE_INFO_FIELDS,
  WPPageInfo: PAGE_INFO_FIELDS,

  // Content types.
  ...byContentType((type) => [type.graphql.type, [...CONTENT_NODE_FIELDS, ...(contentTypeSpec(type).fields ?? ['excerpt(format)'])]]),
  MediaItem: [
    'id', 'databaseId', 'sourceUrl', 'mediaItemUrl', 'altText', 'mediaDetails', 'mimeType',
    'mediaType',
  ],
  MediaDetails: ['width', 'height', 'file'],
  User: ['id', 'databaseId', 'slug', 'name'],
  Category: [...TERM_FIELDS, 'categoryOptions'],
  NewsType: TERM_FIELDS,
  Language: ['code', 'slug', 'locale', 'name', 'homeUrl'],
  Menu: ['id', 'databaseId', 'name', 'slug', 'count', 'locations', connectionField('menuItems')],
  MenuItem: [
    'id', 'databaseId', 'parentId', 'parentDatabaseId', 'label', 'url', 'path', 'uri', 'target',
    'cssClasses', 'order', 'locations', 'connectedNode', 'menu', connectionField('childItems'),
  ],
  PopSettings: [
    'popAddress', 'popCity', 'popProvince', 'popPostalCode', 'popPhone', 'popFax', 'popMailchimp',
    'popFacebook', 'popInstagram', 'popTwitter', 'popSoundcloud', 'popSpotify', 'popYoutube',
    'popMenuHide', 'popSpotifyPlaylist',
  ],

  // ACF field groups (WPGraphQL for ACF 2.x shapes).
  EventDetails: [
    'doorsDatetime', 'showDatetime', 'newDate', connectionField('eventVenue'),
    connectionField('eventArtists'), 'facebookEventUrl', 'price', 'ticketUrl', 'buttonState',
    'eventFpId', 'performanceTimes',
  ],
  ArtistDetails: [
    'artistAlbumTrackUrl', 'artistBandcampUrl', 'artistFacebookUrl', 'artistHometown',
    'artistInstagramUrl', 'artistSoundcloudUrl', 'artistSpotifyUrl', 'artistTwitterUrl',
    'artistWebsiteUrl', 'artistYoutubeUrl', connectionField('artistAttachedEvents'),
  ],
  NewsOptions: ['newsIntro', connectionField('relatedNews')],
  PopCategoryOptions: ['popCategorySubtitle'],
  CategoryOptions: ['categoryImage'],
  VenueDetails: [
    'streetAddress', 'latitude', 'longitude', 'stepFreeEntrance', 'accessibleToilets', 'seating',
    'hearingLoop', 'transit', 'gettingThere',
  ],
  ...aboutGroupTypes(),

  // One-to-one edges.
  NodeWithFeaturedImageToMediaItemConnectionEdge: ['cursor', 'node'],
  AcfMediaItemConnectionEdge: ['cursor', 'node'],
  NodeWithAuthorToUserConnectionEdge: ['cursor', 'node'],
  HierarchicalContentNodeToParentContentNodeConnectionEdge: ['cursor', 'node'],
  MenuItemToMenuItemLinkableConnectionEdge: ['cursor', 'node'],
  MenuItemToMenuConnectionEdge: ['cursor', 'node'],

  // Connections.
  ...connections([
    ...servedTypes.map(rootConnectionType),
    'RootQueryToCategoryConnection', 'RootQueryToNewsTypeConnection', 'RootQueryToMenuConnection',
    'RootQueryToMenuItemConnection', 'EventToCategoryConnection', 'ArtistToCategoryConnection',
    'PostToCategoryConnection', 'PostToNewsTypeConnection', 'MenuToMenuItemConnection',
    'MenuItemToMenuItemConnection', 'HierarchicalContentNodeToContentNodeChildrenConnection',
    'AcfContentNodeConnection',
  ]),
};

/** Input object types: the input fields kept on each. */
export const KEPT_INPUT_TYPES: Record<string, string[]> = {
  ...byContentType((type) => [`${rootConnectionType(type)}WhereArgs`, contentTypeSpec(type).where ?? POST_WHERE_COMMON]),
  RootQueryToCategoryConnectionWhereArgs: TERM_WHERE,
  RootQueryToNewsTypeConnectionWhereArgs: TERM_WHERE,
  RootQueryToMenuConnectionWhereArgs: ['id', 'location', 'slug'],
  RootQueryToMenuItemConnectionWhereArgs: [
    'id', 'language', 'location', 'parentDatabaseId', 'parentId',
  ],
  PostObjectsConnectionOrderbyInput: ['field', 'order'],
};

/** Enum types: the values kept on each. */
export const KEPT_ENUMS: Record<string, string[]> = {
  LanguageCodeEnum: ['EN', 'FR'],
  LanguageCodeFilterEnum: ['ALL', 'DEFAULT', 'EN', 'FR'],
  MenuLocationEnum: [
    'FOOTER', 'FOOTER___FR', 'PRIMARY', 'PRIMARY___FR', 'SECONDARY', 'SECONDARY___FR',
  ],
  OrderEnum: ['ASC', 'DESC'],
  // RAW is the unrendered database text, which WPGraphQL only shows to editors.
  PostObjectFieldFormatEnum: ['RENDERED'],
  PostObjectsConnectionOrderbyEnum: [
    'DATE', 'IN', 'MENU_ORDER', 'MODIFIED', 'NAME_IN', 'SLUG', 'TITLE',
  ],
  TermObjectsConnectionOrderbyEnum: ['COUNT', 'NAME', 'SLUG', 'TERM_ID'],
  // Anonymous requests only ever see published content; the other statuses answer empty lists.
  PostStatusEnum: ['DRAFT', 'FUTURE', 'PENDING', 'PRIVATE', 'PUBLISH', 'TRASH'],
  ...byContentType((type) => [`${type.graphql.type}IdType`, contentTypeSpec(type).idTypes ?? POST_ID_TYPES]),
  CategoryIdType: TERM_ID_TYPES,
  NewsTypeIdType: TERM_ID_TYPES,
  MediaItemIdType: ['DATABASE_ID', 'ID', 'SOURCE_URL'],
  MenuNodeIdTypeEnum: ['DATABASE_ID', 'ID', 'LOCATION', 'NAME', 'SLUG'],
  MenuItemNodeIdTypeEnum: ['DATABASE_ID', 'ID'],
};
