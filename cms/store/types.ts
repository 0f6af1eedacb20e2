/**
 * The content store of the embedded content server: what a WordPress database holds for the
 * festival's content model (posts of several types, taxonomy terms, media, users, menus and an
 * options page), in WordPress's own terms. The GraphQL resolvers (`cms/graphql/`) turn these
 * records into WPGraphQL's shapes; the seed (`cms/seed/`) creates them.
 *
 * Conventions, as in WordPress + Polylang:
 * - `databaseId` is unique across ALL posts (every post type, media and menu items share one id
 *   sequence, as in `wp_posts`); terms (categories, news types, menus) share another sequence.
 * - Every translatable record has a `language` and a `translationGroup`: records of the same
 *   group are translations of each other (at most one per language).
 * - Slugs are unique per post type AND language pair as Polylang (free) demands: the French
 *   record of an item never reuses the English slug.
 * - Date-times are site-local wall-clock strings `YYYY-MM-DD HH:MM:SS` (America/Montreal), the
 *   way ACF stores them; the resolvers format them as WPGraphQL for ACF 2.x does.
 */

export type LanguageCode = 'EN' | 'FR';
/**
 * WordPress's post statuses: only `publish` is public. `future` is scheduled (published when its
 * date comes), `trash` is in the trash (its slug then ends in `__trashed`, see `desiredSlug`),
 * `inherit` is a revision's status (only seen through `asPreview`).
 */
export type PostStatus = 'publish' | 'draft' | 'pending' | 'private' | 'future' | 'trash' | 'inherit';

export type MenuLocation =
  | 'PRIMARY'
  | 'PRIMARY___FR'
  | 'SECONDARY'
  | 'SECONDARY___FR'
  | 'FOOTER'
  | 'FOOTER___FR';

/** A file under `cms/uploads/`, served at `/wp-content/uploads/{file}`. */
export interface MediaRecord {
  databaseId: number;
  /** Path below the uploads folder, e.g. `2027/09/event-opening.jpg`. */
  file: string;
  width: number;
  height: number;
  mimeType: string;
  /** Alt text per language (WordPress + Polylang media translation). */
  altText: Record<LanguageCode, string>;
}

export interface UserRecord {
  databaseId: number;
  slug: string;
  name: string;
}

interface PostRecordBase {
  databaseId: number;
  language: LanguageCode;
  translationGroup: string;
  slug: string;
  title: string;
  /** HTML, as WordPress renders `the_content` (may hold hostile markup on purpose). */
  content: string;
  excerpt?: string;
  status: PostStatus;
  /**
   * While in the trash: the slug the post had (WordPress's `_wp_desired_post_slug` meta; its
   * `post_name` is then `{slug}__trashed`), given back when it leaves the trash.
   */
  desiredSlug?: string;
  /** Publication date, `YYYY-MM-DD HH:MM:SS` site-local. */
  date: string;
  modified: string;
  featuredImageId: number | null;
  /** Term ids of the built-in `category` taxonomy (same language as the post). */
  categoryIds: number[];
}

export interface EventRecord extends PostRecordBase {
  postType: 'event';
  eventDetails: {
    doorsDatetime: string | null;
    showDatetime: string | null;
    /** A new date when the event was rescheduled, else null. */
    newDate: string | null;
    venueId: number | null;
    artistIds: number[];
    facebookEventUrl: string | null;
    price: string | null;
    ticketUrl: string | null;
    /** ACF single select value: 'on_sale' | 'sold_out' | 'free' | 'few_left' | 'cancelled' | 'postponed'. */
    buttonState: string | null;
    eventFpId: string | null;
    /** Raw textarea text, lines separated by `\n`. */
    performanceTimes: string | null;
  };
}

export interface ArtistRecord extends PostRecordBase {
  postType: 'artist';
  artistDetails: {
    artistAlbumTrackUrl: string | null;
    artistBandcampUrl: string | null;
    artistFacebookUrl: string | null;
    artistHometown: string | null;
    artistInstagramUrl: string | null;
    artistSoundcloudUrl: string | null;
    artistSpotifyUrl: string | null;
    artistTwitterUrl: string | null;
    artistWebsiteUrl: string | null;
    artistYoutubeUrl: string | null;
    attachedEventIds: number[];
  };
}

/** A news item: WordPress's built-in `post` type. */
export interface NewsRecord extends PostRecordBase {
  postType: 'post';
  authorId: number;
  newsTypeIds: number[];
  newsOptions: {
    newsIntro: string | null;
    relatedNewsIds: number[];
  };
}

export interface PageRecord extends PostRecordBase {
  postType: 'page';
  parentId: number | null;
  authorId: number;
}

/** ACF radio `yes` / `no` / `unknown` (venue accessibility). */
export type YesNoUnknown = 'yes' | 'no' | 'unknown';

/** The `venueDetails` field group: every field optional, as editors fill it. */
export interface VenueDetailsRecord {
  /** The address as a phone's map app finds it: `4410 boulevard Saint-Laurent, Montréal, QC H2W 1Z5`. */
  streetAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  stepFreeEntrance: YesNoUnknown | null;
  accessibleToilets: YesNoUnknown | null;
  seating: YesNoUnknown | null;
  hearingLoop: YesNoUnknown | null;
  /** Plain text (textarea). */
  transit: string | null;
  gettingThere: string | null;
}

export interface VenueRecord extends PostRecordBase {
  postType: 'venue';
  /** Absent for a venue saved before the field group existed (no meta at all). */
  venueDetails?: VenueDetailsRecord;
}

export interface AboutGroup {
  title: string | null;
  content: string | null;
  summary: string | null;
  ctaText: string | null;
  ctaUrl: string | null;
}

/** Keys of the per-category about field groups, as named in the GraphQL schema. */
export type AboutGroupKey =
  | 'artAbout'
  | 'filmAbout'
  | 'kidsAbout'
  | 'marcheAbout'
  | 'aboutPop'
  | 'pucesAbout'
  | 'symposiumAbout';

export interface PopCategoryRecord extends PostRecordBase {
  postType: 'pop_category';
  popCategorySubtitle: string | null;
  /** The field groups this category fills (the others resolve to empty groups). */
  about: Partial<Record<AboutGroupKey, AboutGroup>>;
}

export type PostRecord =
  | EventRecord
  | ArtistRecord
  | NewsRecord
  | PageRecord
  | VenueRecord
  | PopCategoryRecord;

export type PostType = PostRecord['postType'];

export interface TermRecord {
  databaseId: number;
  taxonomy: 'category' | 'news_type';
  language: LanguageCode;
  translationGroup: string;
  slug: string;
  name: string;
  description: string;
  parentId: number | null;
  /** ACF `categoryOptions.categoryImage` (categories only). */
  categoryImageId: number | null;
}

export interface MenuRecord {
  /** Menus are terms of `nav_menu` in WordPress: ids from the term sequence. */
  databaseId: number;
  name: string;
  slug: string;
  location: MenuLocation;
}

export interface MenuItemRecord {
  /** Menu items are posts of `nav_menu_item`: ids from the post sequence. */
  databaseId: number;
  menuId: number;
  /** databaseId of the parent menu item, null at the top level. */
  parentId: number | null;
  order: number;
  label: string;
  /** Custom links: the absolute external URL. Connected items: null (the node's permalink is used). */
  url: string | null;
  target: '_blank' | null;
  cssClasses: string[];
  /** A post's or a term's databaseId when the item points at site content. */
  connectedNode: { kind: 'post' | 'term'; databaseId: number } | null;
}

/** The flat site-settings options page, one per language. */
export interface SettingsRecord {
  popAddress: string | null;
  popCity: string | null;
  popProvince: string | null;
  popPostalCode: string | null;
  popPhone: string | null;
  popFax: string | null;
  popMailchimp: string | null;
  popFacebook: string | null;
  popInstagram: string | null;
  popTwitter: string | null;
  popSoundcloud: string | null;
  popSpotify: string | null;
  popYoutube: string | null;
  popMenuHide: boolean;
  popSpotifyPlaylist: string | null;
}

/**
 * An unpublished change to a post: what WordPress stores as a `revision` post (the autosave the
 * editor's "Preview" button writes) with `post_parent` = the post. Only authenticated editors see
 * it, through `asPreview: true`; the published post stays as it is until the change is published.
 */
export interface RevisionRecord {
  /** From the posts' id sequence, as revisions are rows of `wp_posts`. */
  databaseId: number;
  parentId: number;
  title: string;
  content: string;
  excerpt?: string;
  /** `YYYY-MM-DD HH:MM:SS` site-local; the latest revision of a post is the one previewed. */
  modified: string;
}

export interface ContentStore {
  posts: PostRecord[];
  /** Pending revisions (absent = none). */
  revisions?: RevisionRecord[];
  terms: TermRecord[];
  media: MediaRecord[];
  users: UserRecord[];
  menus: MenuRecord[];
  menuItems: MenuItemRecord[];
  settings: Record<LanguageCode, SettingsRecord>;
}

export interface SeedOptions {
  /** Extra generated events, artists and news posts (each in both languages), for benchmarks. */
  scale: number;
}
