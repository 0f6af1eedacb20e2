/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Enum of all available language codes */
export type LanguageCodeEnum =
  | 'EN'
  | 'FR';

/** Filter item by specific language, default language or list all languages */
export type LanguageCodeFilterEnum =
  | 'ALL'
  | 'DEFAULT'
  | 'EN'
  | 'FR';

/** Designated areas where navigation menus can be displayed. Represents the named regions in the interface where menus can be assigned. */
export type MenuLocationEnum =
  /** Put the menu in the footer location */
  | 'FOOTER'
  /** Put the menu in the footer___fr location */
  | 'FOOTER___FR'
  /** Put the menu in the primary location */
  | 'PRIMARY'
  /** Put the menu in the primary___fr location */
  | 'PRIMARY___FR'
  /** Put the menu in the secondary location */
  | 'SECONDARY'
  /** Put the menu in the secondary___fr location */
  | 'SECONDARY___FR';

export type MediaFieldsFragment = { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null };

export type CategoryFieldsFragment = { id: string, slug: string | null, name: string | null, categoryOptions: { categoryImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null } | null };

export type EventCardFieldsFragment = { id: string, databaseId: number, slug: string | null, title: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null, categories: { nodes: Array<{ id: string, slug: string | null, name: string | null, categoryOptions: { categoryImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null } | null }> } | null, eventDetails: { showDatetime: string | null, doorsDatetime: string | null, newDate: string | null, buttonState: Array<string | null> | null, price: string | null, eventVenue: { nodes: Array<
        | { __typename: 'Artist', id: string }
        | { __typename: 'Event', id: string }
        | { __typename: 'MediaItem', id: string }
        | { __typename: 'Page', id: string }
        | { __typename: 'PopCategory', id: string }
        | { __typename: 'Post', id: string }
        | { __typename: 'Venue', title: string | null, slug: string | null, id: string, translations: Array<{ slug: string | null } | null> | null }
      > } | null } | null };

export type OtherLanguageVersionFragment = { translation: { slug: string | null } | null, translations: Array<{ slug: string | null, databaseId: number, modified: string | null } | null> | null };

export type VenueAddressFieldsFragment = { venueDetails: { streetAddress: string | null, latitude: number | null, longitude: number | null } | null };

export type EventDetailFieldsFragment = { id: string, databaseId: number, slug: string | null, title: string | null, content: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null, categories: { nodes: Array<{ id: string, slug: string | null, name: string | null, categoryOptions: { categoryImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null } | null }> } | null, eventDetails: { doorsDatetime: string | null, showDatetime: string | null, newDate: string | null, buttonState: Array<string | null> | null, price: string | null, ticketUrl: string | null, facebookEventUrl: string | null, performanceTimes: string | null, eventVenue: { nodes: Array<
        | { __typename: 'Artist', id: string }
        | { __typename: 'Event', id: string }
        | { __typename: 'MediaItem', id: string }
        | { __typename: 'Page', id: string }
        | { __typename: 'PopCategory', id: string }
        | { __typename: 'Post', id: string }
        | { __typename: 'Venue', title: string | null, slug: string | null, id: string, translations: Array<{ slug: string | null } | null> | null, venueDetails: { streetAddress: string | null, latitude: number | null, longitude: number | null } | null }
      > } | null, eventArtists: { nodes: Array<
        | { __typename: 'Artist', slug: string | null, title: string | null, id: string, artistDetails: { artistAlbumTrackUrl: string | null, artistSpotifyUrl: string | null, artistBandcampUrl: string | null, artistSoundcloudUrl: string | null, artistYoutubeUrl: string | null } | null }
        | { __typename: 'Event', id: string }
        | { __typename: 'MediaItem', id: string }
        | { __typename: 'Page', id: string }
        | { __typename: 'PopCategory', id: string }
        | { __typename: 'Post', id: string }
        | { __typename: 'Venue', id: string }
      > } | null } | null };

export type ArtistCardFieldsFragment = { id: string, slug: string | null, title: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null, categories: { nodes: Array<{ id: string, slug: string | null, name: string | null, categoryOptions: { categoryImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null } | null }> } | null, artistDetails: { artistHometown: string | null } | null };

export type ArtistDetailFieldsFragment = { id: string, slug: string | null, title: string | null, content: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null, categories: { nodes: Array<{ id: string, slug: string | null, name: string | null, categoryOptions: { categoryImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null } | null }> } | null, artistDetails: { artistHometown: string | null, artistAlbumTrackUrl: string | null, artistBandcampUrl: string | null, artistFacebookUrl: string | null, artistInstagramUrl: string | null, artistSoundcloudUrl: string | null, artistSpotifyUrl: string | null, artistTwitterUrl: string | null, artistWebsiteUrl: string | null, artistYoutubeUrl: string | null, artistAttachedEvents: { nodes: Array<
        | { __typename: 'Artist', id: string }
        | { __typename: 'Event', slug: string | null, title: string | null, id: string }
        | { __typename: 'MediaItem', id: string }
        | { __typename: 'Page', id: string }
        | { __typename: 'PopCategory', id: string }
        | { __typename: 'Post', id: string }
        | { __typename: 'Venue', id: string }
      > } | null } | null };

export type NewsCardFieldsFragment = { id: string, slug: string | null, title: string | null, date: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null, newsOptions: { newsIntro: string | null } | null, newsTypes: { nodes: Array<{ name: string | null }> } | null };

export type NewsDetailFieldsFragment = { id: string, slug: string | null, title: string | null, content: string | null, date: string | null, author: { node: { slug: string | null, name: string | null } } | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null, categories: { nodes: Array<{ id: string, slug: string | null, name: string | null, categoryOptions: { categoryImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null } | null }> } | null, newsTypes: { nodes: Array<{ name: string | null }> } | null, newsOptions: { newsIntro: string | null, relatedNews: { nodes: Array<
        | { __typename: 'Artist', id: string }
        | { __typename: 'Event', id: string }
        | { __typename: 'MediaItem', id: string }
        | { __typename: 'Page', id: string }
        | { __typename: 'PopCategory', id: string }
        | { __typename: 'Post', slug: string | null, title: string | null, id: string }
        | { __typename: 'Venue', id: string }
      > } | null } | null };

export type PageFieldsFragment = { id: string, slug: string | null, title: string | null, content: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null };

export type VenueFieldsFragment = { id: string, databaseId: number, slug: string | null, title: string | null, content: string | null, excerpt: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null, venueDetails: { streetAddress: string | null, latitude: number | null, longitude: number | null, stepFreeEntrance: string | null, accessibleToilets: string | null, seating: string | null, hearingLoop: string | null, transit: string | null, gettingThere: string | null } | null };

export type PopCategoryFieldsFragment = { id: string, slug: string | null, title: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null, popCategoryOptions: { popCategorySubtitle: string | null } | null, artAbout: { artTitle: string | null, artContent: string | null, artSummary: string | null, artCtaText: string | null, artCtaUrl: string | null } | null, filmAbout: { filmTitle: string | null, filmContent: string | null, filmSummary: string | null, filmCtaText: string | null, filmCtaUrl: string | null } | null, kidsAbout: { kidsTitle: string | null, kidsContent: string | null, kidsSummary: string | null, kidsCtaText: string | null, kidsCtaUrl: string | null } | null, marcheAbout: { marcheTitle: string | null, marcheContent: string | null, marcheSummary: string | null, marcheCtaText: string | null, marcheCtaUrl: string | null } | null, aboutPop: { aboutPopTitle: string | null, aboutPopContent: string | null, aboutPopSummary: string | null, aboutPopCtaText: string | null, aboutPopCtaUrl: string | null } | null, pucesAbout: { pucesTitle: string | null, pucesContent: string | null, pucesSummary: string | null, pucesCtaText: string | null, pucesCtaUrl: string | null } | null, symposiumAbout: { symposiumTitle: string | null, symposiumContent: string | null, symposiumSummary: string | null, symposiumCtaText: string | null, symposiumCtaUrl: string | null } | null };

export type EventListFieldsFragment = { excerpt: string | null, modified: string | null, id: string, databaseId: number, slug: string | null, title: string | null, eventDetails: { ticketUrl: string | null, showDatetime: string | null, doorsDatetime: string | null, newDate: string | null, buttonState: Array<string | null> | null, price: string | null, eventArtists: { nodes: Array<
        | { __typename: 'Artist', slug: string | null, title: string | null, id: string }
        | { __typename: 'Event', id: string }
        | { __typename: 'MediaItem', id: string }
        | { __typename: 'Page', id: string }
        | { __typename: 'PopCategory', id: string }
        | { __typename: 'Post', id: string }
        | { __typename: 'Venue', id: string }
      > } | null, eventVenue: { nodes: Array<
        | { __typename: 'Artist', id: string }
        | { __typename: 'Event', id: string }
        | { __typename: 'MediaItem', id: string }
        | { __typename: 'Page', id: string }
        | { __typename: 'PopCategory', id: string }
        | { __typename: 'Post', id: string }
        | { __typename: 'Venue', title: string | null, slug: string | null, id: string, translations: Array<{ slug: string | null } | null> | null, venueDetails: { streetAddress: string | null, latitude: number | null, longitude: number | null } | null }
      > } | null } | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null, categories: { nodes: Array<{ id: string, slug: string | null, name: string | null, categoryOptions: { categoryImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null } | null }> } | null };

export type PageListFieldsFragment = { id: string, slug: string | null };

export type PopCategoryListFieldsFragment = { id: string, slug: string | null, title: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null, popCategoryOptions: { popCategorySubtitle: string | null } | null };

export type EventLookupFieldsFragment = { categories: { nodes: Array<{ slug: string | null }> } | null, translations: Array<{ eventDetails: { showDatetime: string | null, newDate: string | null } | null } | null> | null, eventDetails: { showDatetime: string | null, newDate: string | null, eventArtists: { nodes: Array<
        | { slug: string | null, language: { code: LanguageCodeEnum | null } | null }
        | Record<PropertyKey, never>
      > } | null, eventVenue: { nodes: Array<
        | { slug: string | null, language: { code: LanguageCodeEnum | null } | null }
        | Record<PropertyKey, never>
      > } | null } | null };

export type ArtistLookupFieldsFragment = { categories: { nodes: Array<{ slug: string | null }> } | null, artistDetails: { artistAttachedEvents: { nodes: Array<
        | { slug: string | null, language: { code: LanguageCodeEnum | null } | null }
        | Record<PropertyKey, never>
      > } | null } | null };

export type NewsLookupFieldsFragment = { newsOptions: { relatedNews: { nodes: Array<
        | { slug: string | null, language: { code: LanguageCodeEnum | null } | null }
        | Record<PropertyKey, never>
      > } | null } | null };

export type TopLevelPageQueryVariables = Exact<{
  englishSlug: string;
}>;


export type TopLevelPageQuery = { pages: { nodes: Array<{ id: string, slug: string | null, title: string | null, content: string | null, translations: Array<{ id: string, slug: string | null, title: string | null, content: string | null, language: { code: LanguageCodeEnum | null } | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null } | null> | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null }> } | null };

export type MenuItemFieldsFragment = { id: string, parentId: string | null, label: string | null, path: string | null, url: string | null, target: string | null, connectedNode: { node:
      | { __typename: 'Artist', slug: string | null }
      | { __typename: 'Category', slug: string | null }
      | { __typename: 'Event', slug: string | null }
      | { __typename: 'NewsType' }
      | { __typename: 'Page', slug: string | null, englishTranslation: { slug: string | null } | null }
      | { __typename: 'PopCategory', slug: string | null }
      | { __typename: 'Post', slug: string | null }
      | { __typename: 'Tag' }
      | { __typename: 'Venue' }
     } | null };

export type SiteShellQueryVariables = Exact<{
  language: LanguageCodeFilterEnum;
  primary: MenuLocationEnum;
  secondary: MenuLocationEnum;
  footer: MenuLocationEnum;
  otherLanguage: LanguageCodeEnum;
}>;


export type SiteShellQuery = { primary: { nodes: Array<{ id: string, parentId: string | null, label: string | null, path: string | null, url: string | null, target: string | null, connectedNode: { node:
          | { __typename: 'Artist', slug: string | null }
          | { __typename: 'Category', slug: string | null }
          | { __typename: 'Event', slug: string | null }
          | { __typename: 'NewsType' }
          | { __typename: 'Page', slug: string | null, englishTranslation: { slug: string | null } | null }
          | { __typename: 'PopCategory', slug: string | null }
          | { __typename: 'Post', slug: string | null }
          | { __typename: 'Tag' }
          | { __typename: 'Venue' }
         } | null }> } | null, secondary: { nodes: Array<{ id: string, parentId: string | null, label: string | null, path: string | null, url: string | null, target: string | null, connectedNode: { node:
          | { __typename: 'Artist', slug: string | null }
          | { __typename: 'Category', slug: string | null }
          | { __typename: 'Event', slug: string | null }
          | { __typename: 'NewsType' }
          | { __typename: 'Page', slug: string | null, englishTranslation: { slug: string | null } | null }
          | { __typename: 'PopCategory', slug: string | null }
          | { __typename: 'Post', slug: string | null }
          | { __typename: 'Tag' }
          | { __typename: 'Venue' }
         } | null }> } | null, footer: { nodes: Array<{ id: string, parentId: string | null, label: string | null, path: string | null, url: string | null, target: string | null, connectedNode: { node:
          | { __typename: 'Artist', slug: string | null }
          | { __typename: 'Category', slug: string | null }
          | { __typename: 'Event', slug: string | null }
          | { __typename: 'NewsType' }
          | { __typename: 'Page', slug: string | null, englishTranslation: { slug: string | null } | null }
          | { __typename: 'PopCategory', slug: string | null }
          | { __typename: 'Post', slug: string | null }
          | { __typename: 'Tag' }
          | { __typename: 'Venue' }
         } | null }> } | null, popSettings: { popAddress: string | null, popCity: string | null, popProvince: string | null, popPostalCode: string | null, popPhone: string | null, popFax: string | null, popMailchimp: string | null, popFacebook: string | null, popInstagram: string | null, popTwitter: string | null, popSoundcloud: string | null, popSpotify: string | null, popYoutube: string | null, popMenuHide: boolean | null } | null, categories: { nodes: Array<{ id: string, slug: string | null, name: string | null, translation: { slug: string | null } | null, categoryOptions: { categoryImage: { node: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null } | null }> } | null };

export type PlaylistSettingQueryVariables = Exact<{
  language: LanguageCodeFilterEnum;
}>;


export type PlaylistSettingQuery = { popSettings: { popSpotifyPlaylist: string | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const OtherLanguageVersionFragmentDoc = new TypedDocumentString(`
    fragment OtherLanguageVersion on Event {
  translation(language: $otherLanguage) {
    slug
  }
  translations {
    slug
    databaseId
    modified
  }
}
    `, {"fragmentName":"OtherLanguageVersion"}) as unknown as TypedDocumentString<OtherLanguageVersionFragment, unknown>;
export const MediaFieldsFragmentDoc = new TypedDocumentString(`
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}
    `, {"fragmentName":"MediaFields"}) as unknown as TypedDocumentString<MediaFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryFields on Category {
  id
  slug
  name
  categoryOptions {
    categoryImage {
      node {
        ...MediaFields
      }
    }
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}`, {"fragmentName":"CategoryFields"}) as unknown as TypedDocumentString<CategoryFieldsFragment, unknown>;
export const VenueAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment VenueAddressFields on Venue {
  venueDetails {
    streetAddress
    latitude
    longitude
  }
}
    `, {"fragmentName":"VenueAddressFields"}) as unknown as TypedDocumentString<VenueAddressFieldsFragment, unknown>;
export const EventDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventDetailFields on Event {
  id
  databaseId
  slug
  title
  content
  featuredImage {
    node {
      ...MediaFields
    }
  }
  categories(first: 10) {
    nodes {
      ...CategoryFields
    }
  }
  eventDetails {
    doorsDatetime
    showDatetime
    newDate
    buttonState
    price
    ticketUrl
    facebookEventUrl
    performanceTimes
    eventVenue {
      nodes {
        __typename
        id
        ... on Venue {
          title
          slug
          translations {
            slug
          }
          ...VenueAddressFields
        }
      }
    }
    eventArtists(first: 50) {
      nodes {
        __typename
        id
        ... on Artist {
          slug
          title
          artistDetails {
            artistAlbumTrackUrl
            artistSpotifyUrl
            artistBandcampUrl
            artistSoundcloudUrl
            artistYoutubeUrl
          }
        }
      }
    }
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}
fragment CategoryFields on Category {
  id
  slug
  name
  categoryOptions {
    categoryImage {
      node {
        ...MediaFields
      }
    }
  }
}
fragment VenueAddressFields on Venue {
  venueDetails {
    streetAddress
    latitude
    longitude
  }
}`, {"fragmentName":"EventDetailFields"}) as unknown as TypedDocumentString<EventDetailFieldsFragment, unknown>;
export const ArtistCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ArtistCardFields on Artist {
  id
  slug
  title
  featuredImage {
    node {
      ...MediaFields
    }
  }
  categories(first: 10) {
    nodes {
      ...CategoryFields
    }
  }
  artistDetails {
    artistHometown
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}
fragment CategoryFields on Category {
  id
  slug
  name
  categoryOptions {
    categoryImage {
      node {
        ...MediaFields
      }
    }
  }
}`, {"fragmentName":"ArtistCardFields"}) as unknown as TypedDocumentString<ArtistCardFieldsFragment, unknown>;
export const ArtistDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment ArtistDetailFields on Artist {
  id
  slug
  title
  content
  featuredImage {
    node {
      ...MediaFields
    }
  }
  categories(first: 10) {
    nodes {
      ...CategoryFields
    }
  }
  artistDetails {
    artistHometown
    artistAlbumTrackUrl
    artistBandcampUrl
    artistFacebookUrl
    artistInstagramUrl
    artistSoundcloudUrl
    artistSpotifyUrl
    artistTwitterUrl
    artistWebsiteUrl
    artistYoutubeUrl
    artistAttachedEvents(first: 50) {
      nodes {
        __typename
        id
        ... on Event {
          slug
          title
        }
      }
    }
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}
fragment CategoryFields on Category {
  id
  slug
  name
  categoryOptions {
    categoryImage {
      node {
        ...MediaFields
      }
    }
  }
}`, {"fragmentName":"ArtistDetailFields"}) as unknown as TypedDocumentString<ArtistDetailFieldsFragment, unknown>;
export const NewsCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment NewsCardFields on Post {
  id
  slug
  title
  date
  featuredImage {
    node {
      ...MediaFields
    }
  }
  newsOptions {
    newsIntro
  }
  newsTypes(first: 5) {
    nodes {
      name
    }
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}`, {"fragmentName":"NewsCardFields"}) as unknown as TypedDocumentString<NewsCardFieldsFragment, unknown>;
export const NewsDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment NewsDetailFields on Post {
  id
  slug
  title
  content
  date
  author {
    node {
      slug
      name
    }
  }
  featuredImage {
    node {
      ...MediaFields
    }
  }
  categories(first: 10) {
    nodes {
      ...CategoryFields
    }
  }
  newsTypes(first: 5) {
    nodes {
      name
    }
  }
  newsOptions {
    newsIntro
    relatedNews(first: 10) {
      nodes {
        __typename
        id
        ... on Post {
          slug
          title
        }
      }
    }
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}
fragment CategoryFields on Category {
  id
  slug
  name
  categoryOptions {
    categoryImage {
      node {
        ...MediaFields
      }
    }
  }
}`, {"fragmentName":"NewsDetailFields"}) as unknown as TypedDocumentString<NewsDetailFieldsFragment, unknown>;
export const PageFieldsFragmentDoc = new TypedDocumentString(`
    fragment PageFields on Page {
  id
  slug
  title
  content
  featuredImage {
    node {
      ...MediaFields
    }
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}`, {"fragmentName":"PageFields"}) as unknown as TypedDocumentString<PageFieldsFragment, unknown>;
export const VenueFieldsFragmentDoc = new TypedDocumentString(`
    fragment VenueFields on Venue {
  id
  databaseId
  slug
  title
  content
  excerpt
  featuredImage {
    node {
      ...MediaFields
    }
  }
  venueDetails {
    streetAddress
    latitude
    longitude
    stepFreeEntrance
    accessibleToilets
    seating
    hearingLoop
    transit
    gettingThere
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}`, {"fragmentName":"VenueFields"}) as unknown as TypedDocumentString<VenueFieldsFragment, unknown>;
export const PopCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment PopCategoryFields on PopCategory {
  id
  slug
  title
  featuredImage {
    node {
      ...MediaFields
    }
  }
  popCategoryOptions {
    popCategorySubtitle
  }
  artAbout {
    artTitle
    artContent
    artSummary
    artCtaText
    artCtaUrl
  }
  filmAbout {
    filmTitle
    filmContent
    filmSummary
    filmCtaText
    filmCtaUrl
  }
  kidsAbout {
    kidsTitle
    kidsContent
    kidsSummary
    kidsCtaText
    kidsCtaUrl
  }
  marcheAbout {
    marcheTitle
    marcheContent
    marcheSummary
    marcheCtaText
    marcheCtaUrl
  }
  aboutPop {
    aboutPopTitle
    aboutPopContent
    aboutPopSummary
    aboutPopCtaText
    aboutPopCtaUrl
  }
  pucesAbout {
    pucesTitle
    pucesContent
    pucesSummary
    pucesCtaText
    pucesCtaUrl
  }
  symposiumAbout {
    symposiumTitle
    symposiumContent
    symposiumSummary
    symposiumCtaText
    symposiumCtaUrl
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}`, {"fragmentName":"PopCategoryFields"}) as unknown as TypedDocumentString<PopCategoryFieldsFragment, unknown>;
export const EventCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventCardFields on Event {
  id
  databaseId
  slug
  title
  featuredImage {
    node {
      ...MediaFields
    }
  }
  categories(first: 10) {
    nodes {
      ...CategoryFields
    }
  }
  eventDetails {
    showDatetime
    doorsDatetime
    newDate
    buttonState
    price
    eventVenue {
      nodes {
        __typename
        id
        ... on Venue {
          title
          slug
          translations {
            slug
          }
        }
      }
    }
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}
fragment CategoryFields on Category {
  id
  slug
  name
  categoryOptions {
    categoryImage {
      node {
        ...MediaFields
      }
    }
  }
}`, {"fragmentName":"EventCardFields"}) as unknown as TypedDocumentString<EventCardFieldsFragment, unknown>;
export const EventListFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventListFields on Event {
  ...EventCardFields
  eventDetails {
    eventArtists(first: 20) {
      nodes {
        __typename
        id
        ... on Artist {
          slug
          title
        }
      }
    }
    ticketUrl
    eventVenue {
      nodes {
        ... on Venue {
          ...VenueAddressFields
        }
      }
    }
  }
  excerpt
  modified
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}
fragment CategoryFields on Category {
  id
  slug
  name
  categoryOptions {
    categoryImage {
      node {
        ...MediaFields
      }
    }
  }
}
fragment EventCardFields on Event {
  id
  databaseId
  slug
  title
  featuredImage {
    node {
      ...MediaFields
    }
  }
  categories(first: 10) {
    nodes {
      ...CategoryFields
    }
  }
  eventDetails {
    showDatetime
    doorsDatetime
    newDate
    buttonState
    price
    eventVenue {
      nodes {
        __typename
        id
        ... on Venue {
          title
          slug
          translations {
            slug
          }
        }
      }
    }
  }
}
fragment VenueAddressFields on Venue {
  venueDetails {
    streetAddress
    latitude
    longitude
  }
}`, {"fragmentName":"EventListFields"}) as unknown as TypedDocumentString<EventListFieldsFragment, unknown>;
export const PageListFieldsFragmentDoc = new TypedDocumentString(`
    fragment PageListFields on Page {
  id
  slug
}
    `, {"fragmentName":"PageListFields"}) as unknown as TypedDocumentString<PageListFieldsFragment, unknown>;
export const PopCategoryListFieldsFragmentDoc = new TypedDocumentString(`
    fragment PopCategoryListFields on PopCategory {
  id
  slug
  title
  featuredImage {
    node {
      ...MediaFields
    }
  }
  popCategoryOptions {
    popCategorySubtitle
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}`, {"fragmentName":"PopCategoryListFields"}) as unknown as TypedDocumentString<PopCategoryListFieldsFragment, unknown>;
export const EventLookupFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventLookupFields on Event {
  categories(first: 20) {
    nodes {
      slug
    }
  }
  translations {
    eventDetails {
      showDatetime
      newDate
    }
  }
  eventDetails {
    showDatetime
    newDate
    eventArtists(first: 50) {
      nodes {
        ... on Artist {
          slug
          language {
            code
          }
        }
      }
    }
    eventVenue {
      nodes {
        ... on Venue {
          slug
          language {
            code
          }
        }
      }
    }
  }
}
    `, {"fragmentName":"EventLookupFields"}) as unknown as TypedDocumentString<EventLookupFieldsFragment, unknown>;
export const ArtistLookupFieldsFragmentDoc = new TypedDocumentString(`
    fragment ArtistLookupFields on Artist {
  categories(first: 20) {
    nodes {
      slug
    }
  }
  artistDetails {
    artistAttachedEvents(first: 50) {
      nodes {
        ... on Event {
          slug
          language {
            code
          }
        }
      }
    }
  }
}
    `, {"fragmentName":"ArtistLookupFields"}) as unknown as TypedDocumentString<ArtistLookupFieldsFragment, unknown>;
export const NewsLookupFieldsFragmentDoc = new TypedDocumentString(`
    fragment NewsLookupFields on Post {
  newsOptions {
    relatedNews(first: 20) {
      nodes {
        ... on Post {
          slug
          language {
            code
          }
        }
      }
    }
  }
}
    `, {"fragmentName":"NewsLookupFields"}) as unknown as TypedDocumentString<NewsLookupFieldsFragment, unknown>;
export const MenuItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment MenuItemFields on MenuItem {
  id
  parentId
  label
  path
  url
  target
  connectedNode {
    node {
      __typename
      ... on Page {
        slug
        englishTranslation: translation(language: EN) {
          slug
        }
      }
      ... on Event {
        slug
      }
      ... on Artist {
        slug
      }
      ... on Post {
        slug
      }
      ... on PopCategory {
        slug
      }
      ... on Category {
        slug
      }
    }
  }
}
    `, {"fragmentName":"MenuItemFields"}) as unknown as TypedDocumentString<MenuItemFieldsFragment, unknown>;
export const TopLevelPageDocument = new TypedDocumentString(`
    query TopLevelPage($englishSlug: String!) {
  pages(first: 1, where: {name: $englishSlug, language: EN}) {
    nodes {
      ...PageFields
      translations {
        ...PageFields
        language {
          code
        }
      }
    }
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}
fragment PageFields on Page {
  id
  slug
  title
  content
  featuredImage {
    node {
      ...MediaFields
    }
  }
}`) as unknown as TypedDocumentString<TopLevelPageQuery, TopLevelPageQueryVariables>;
export const SiteShellDocument = new TypedDocumentString(`
    query SiteShell($language: LanguageCodeFilterEnum!, $primary: MenuLocationEnum!, $secondary: MenuLocationEnum!, $footer: MenuLocationEnum!, $otherLanguage: LanguageCodeEnum!) {
  primary: menuItems(first: 100, where: {location: $primary}) {
    nodes {
      ...MenuItemFields
    }
  }
  secondary: menuItems(first: 100, where: {location: $secondary}) {
    nodes {
      ...MenuItemFields
    }
  }
  footer: menuItems(first: 100, where: {location: $footer}) {
    nodes {
      ...MenuItemFields
    }
  }
  popSettings(language: $language) {
    popAddress
    popCity
    popProvince
    popPostalCode
    popPhone
    popFax
    popMailchimp
    popFacebook
    popInstagram
    popTwitter
    popSoundcloud
    popSpotify
    popYoutube
    popMenuHide
  }
  categories(first: 100, where: {language: $language}) {
    nodes {
      ...CategoryFields
      translation(language: $otherLanguage) {
        slug
      }
    }
  }
}
    fragment MediaFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}
fragment CategoryFields on Category {
  id
  slug
  name
  categoryOptions {
    categoryImage {
      node {
        ...MediaFields
      }
    }
  }
}
fragment MenuItemFields on MenuItem {
  id
  parentId
  label
  path
  url
  target
  connectedNode {
    node {
      __typename
      ... on Page {
        slug
        englishTranslation: translation(language: EN) {
          slug
        }
      }
      ... on Event {
        slug
      }
      ... on Artist {
        slug
      }
      ... on Post {
        slug
      }
      ... on PopCategory {
        slug
      }
      ... on Category {
        slug
      }
    }
  }
}`) as unknown as TypedDocumentString<SiteShellQuery, SiteShellQueryVariables>;
export const PlaylistSettingDocument = new TypedDocumentString(`
    query PlaylistSetting($language: LanguageCodeFilterEnum!) {
  popSettings(language: $language) {
    popSpotifyPlaylist
  }
}
    `) as unknown as TypedDocumentString<PlaylistSettingQuery, PlaylistSettingQueryVariables>;