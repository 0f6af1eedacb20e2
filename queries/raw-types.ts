/**
 * The shapes WPGraphQL answers with, loosely typed: production may run WPGraphQL for ACF 2.x
 * (connections, `{ node }` images, RFC 3339 dates, selects as lists) or the legacy wp-graphql-acf
 * (objects and unions directly, dates in the field's return format, selects as strings).
 * Only `queries/adapter.ts` reads these.
 */

export type Maybe<T> = T | null | undefined;

export interface RawMedia {
  sourceUrl?: Maybe<string>;
  altText?: Maybe<string>;
  mediaDetails?: Maybe<{ width?: Maybe<number>; height?: Maybe<number> }>;
}

/** ACF 2.x and core WPGraphQL wrap media in `{ node }`; the legacy ACF plugin returned it bare. */
export type RawMediaField = Maybe<{ node?: Maybe<RawMedia> } | RawMedia>;

/** ACF 2.x relationship/post-object fields are connections; the legacy plugin gave objects or lists. */
export type RawRelation<T> = Maybe<{ nodes?: Maybe<Array<Maybe<T>>> } | Array<Maybe<T>> | T>;

export interface RawTranslation {
  slug?: Maybe<string>;
  databaseId?: Maybe<number>;
  modified?: Maybe<string>;
}

export interface RawCategory {
  id: string;
  slug: string;
  name?: Maybe<string>;
  categoryOptions?: Maybe<{ categoryImage?: RawMediaField }>;
  translation?: Maybe<RawTranslation>;
}

export interface RawLinkedPost {
  __typename?: string;
  id: string;
  slug?: Maybe<string>;
  title?: Maybe<string>;
}

/** The link fields of an artist that can be listened to (see queries/types.ts ListenLinks). */
export interface RawListenLinks {
  artistAlbumTrackUrl?: Maybe<string>;
  artistBandcampUrl?: Maybe<string>;
  artistSoundcloudUrl?: Maybe<string>;
  artistSpotifyUrl?: Maybe<string>;
  artistYoutubeUrl?: Maybe<string>;
}

export interface RawBilledArtist extends RawLinkedPost {
  artistDetails?: Maybe<RawListenLinks>;
}

interface RawContentNode {
  id: string;
  slug: string;
  title?: Maybe<string>;
  content?: Maybe<string>;
  featuredImage?: RawMediaField;
  categories?: Maybe<{ nodes?: Maybe<Array<Maybe<RawCategory>>> }>;
  translation?: Maybe<RawTranslation>;
  /** The public versions in the other languages (non-public ones are left out). */
  translations?: Maybe<Array<Maybe<RawTranslation>>>;
}

export interface RawEvent extends RawContentNode {
  databaseId?: Maybe<number>;
  excerpt?: Maybe<string>;
  modified?: Maybe<string>;
  eventDetails?: Maybe<{
    doorsDatetime?: Maybe<string>;
    showDatetime?: Maybe<string>;
    newDate?: Maybe<string>;
    eventVenue?: RawRelation<RawLinkedPost & { translations?: Maybe<Array<Maybe<{ slug?: Maybe<string> }>>> }>;
    eventArtists?: RawRelation<RawBilledArtist>;
    facebookEventUrl?: Maybe<string>;
    price?: Maybe<string>;
    ticketUrl?: Maybe<string>;
    buttonState?: Maybe<string | Array<Maybe<string>>>;
    performanceTimes?: Maybe<string>;
  }>;
}

export interface RawArtist extends RawContentNode {
  artistDetails?: Maybe<{
    artistAlbumTrackUrl?: Maybe<string>;
    artistBandcampUrl?: Maybe<string>;
    artistFacebookUrl?: Maybe<string>;
    artistHometown?: Maybe<string>;
    artistInstagramUrl?: Maybe<string>;
    artistSoundcloudUrl?: Maybe<string>;
    artistSpotifyUrl?: Maybe<string>;
    artistTwitterUrl?: Maybe<string>;
    artistWebsiteUrl?: Maybe<string>;
    artistYoutubeUrl?: Maybe<string>;
    artistAttachedEvents?: RawRelation<RawLinkedPost>;
  }>;
}

export interface RawNewsPost extends RawContentNode {
  date?: Maybe<string>;
  author?: Maybe<{ node?: Maybe<{ slug?: Maybe<string>; name?: Maybe<string> }> }>;
  newsOptions?: Maybe<{ newsIntro?: Maybe<string>; relatedNews?: RawRelation<RawLinkedPost> }>;
  newsTypes?: Maybe<{ nodes?: Maybe<Array<Maybe<{ name?: Maybe<string> }>>> }>;
}

export type RawPage = RawContentNode;

export type RawAboutGroup = Maybe<Record<string, Maybe<string>>>;

export interface RawPopCategory extends RawContentNode {
  popCategoryOptions?: Maybe<{ popCategorySubtitle?: Maybe<string> }>;
  artAbout?: RawAboutGroup;
  filmAbout?: RawAboutGroup;
  kidsAbout?: RawAboutGroup;
  marcheAbout?: RawAboutGroup;
  aboutPop?: RawAboutGroup;
  pucesAbout?: RawAboutGroup;
  symposiumAbout?: RawAboutGroup;
}

export interface RawMenuItem {
  id: string;
  parentId?: Maybe<string>;
  label?: Maybe<string>;
  path?: Maybe<string>;
  url?: Maybe<string>;
  target?: Maybe<string>;
  connectedNode?: Maybe<{
    node?: Maybe<{ __typename?: string; slug?: Maybe<string>; englishTranslation?: Maybe<RawTranslation> }>;
  }>;
}

export interface RawSettings {
  popAddress?: Maybe<string>;
  popCity?: Maybe<string>;
  popProvince?: Maybe<string>;
  popPostalCode?: Maybe<string>;
  popPhone?: Maybe<string>;
  popFax?: Maybe<string>;
  popMailchimp?: Maybe<string>;
  popFacebook?: Maybe<string>;
  popInstagram?: Maybe<string>;
  popTwitter?: Maybe<string>;
  popSoundcloud?: Maybe<string>;
  popSpotify?: Maybe<string>;
  popYoutube?: Maybe<string>;
  popMenuHide?: Maybe<boolean>;
  popSpotifyPlaylist?: Maybe<string>;
}

export interface RawConnection<T> {
  nodes?: Maybe<Array<Maybe<T>>>;
  pageInfo?: Maybe<{ endCursor?: Maybe<string>; hasNextPage?: Maybe<boolean> }>;
}
