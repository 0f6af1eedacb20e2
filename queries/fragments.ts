import type { ContentType, PreviewableType } from '@/i18n/content-types';
import type { DocumentSource } from './document';
import { graphql } from './generated';

/**
 * GraphQL fragments shared by the queries (`graphql()`: each carries the fragments it spreads and
 * its generated result type, see codegen.ts), and `contentFragments`, what each content type's
 * documents (queries/content-documents.ts) ask for.
 */

export const mediaFields = graphql(`
  fragment MediaFields on MediaItem {
    sourceUrl
    altText
    mediaDetails { width height }
  }
`);

export const categoryFields = graphql(`
  fragment CategoryFields on Category {
    id
    slug
    name
    categoryOptions { categoryImage { node { ...MediaFields } } }
  }
`);

/** What a list or a search card shows of an event. */
export const eventCardFields = graphql(`
  fragment EventCardFields on Event {
    id
    databaseId
    slug
    title
    featuredImage { node { ...MediaFields } }
    categories(first: 10) { nodes { ...CategoryFields } }
    eventDetails {
      showDatetime
      doorsDatetime
      newDate
      buttonState
      price
      # The slugs: the calendar's venue filter, in this language and (for the language switch) the other.
      eventVenue { nodes { __typename id ... on Venue { title slug translations { slug } } } }
    }
  }
`);

/**
 * The event in the other language: its slug (the language switch) and its post id (My schedule).
 * Only nullable fields under `translation(...)`: for a translation that is not public (draft,
 * trash…) WPGraphQL answers null fields, and an error for any non-null one (`databaseId: Int!`),
 * which would fail the whole query. `translations` leaves such translations out, so its ids are
 * safe to ask; the one whose slug is the translation's is the other language's.
 */
export const otherLanguageVersionFields = graphql(`
  fragment OtherLanguageVersion on Event {
    translation(language: $otherLanguage) { slug }
    translations { slug databaseId modified }
  }
`);

/**
 * Where a venue is, as an event shows it (its page, its calendar files): the address and the
 * coordinates of the venue details field group.
 */
export const venueAddressFields = graphql(`
  fragment VenueAddressFields on Venue {
    venueDetails { streetAddress latitude longitude }
  }
`);

/** Everything an event page shows. */
export const eventDetailFields = graphql(`
  fragment EventDetailFields on Event {
    id
    databaseId
    slug
    title
    content
    featuredImage { node { ...MediaFields } }
    categories(first: 10) { nodes { ...CategoryFields } }
    eventDetails {
      doorsDatetime
      showDatetime
      newDate
      buttonState
      price
      ticketUrl
      facebookEventUrl
      performanceTimes
      eventVenue { nodes { __typename id ... on Venue { title slug translations { slug } ...VenueAddressFields } } }
      eventArtists(first: 50) {
        nodes {
          __typename
          id
          ... on Artist {
            slug
            title
            # What the play button beside each artist opens (features/listen/).
            artistDetails { artistAlbumTrackUrl artistSpotifyUrl artistBandcampUrl artistSoundcloudUrl artistYoutubeUrl }
          }
        }
      }
    }
  }
`);

/** What the artist list shows of an artist. */
export const artistCardFields = graphql(`
  fragment ArtistCardFields on Artist {
    id
    slug
    title
    featuredImage { node { ...MediaFields } }
    categories(first: 10) { nodes { ...CategoryFields } }
    artistDetails { artistHometown }
  }
`);

export const artistDetailFields = graphql(`
  fragment ArtistDetailFields on Artist {
    id
    slug
    title
    content
    featuredImage { node { ...MediaFields } }
    categories(first: 10) { nodes { ...CategoryFields } }
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
      artistAttachedEvents(first: 50) { nodes { __typename id ... on Event { slug title } } }
    }
  }
`);

export const newsCardFields = graphql(`
  fragment NewsCardFields on Post {
    id
    slug
    title
    date
    featuredImage { node { ...MediaFields } }
    newsOptions { newsIntro }
    newsTypes(first: 5) { nodes { name } }
  }
`);

export const newsDetailFields = graphql(`
  fragment NewsDetailFields on Post {
    id
    slug
    title
    content
    date
    author { node { slug name } }
    featuredImage { node { ...MediaFields } }
    categories(first: 10) { nodes { ...CategoryFields } }
    newsTypes(first: 5) { nodes { name } }
    newsOptions {
      newsIntro
      relatedNews(first: 10) { nodes { __typename id ... on Post { slug title } } }
    }
  }
`);

export const pageFields = graphql(`
  fragment PageFields on Page {
    id
    slug
    title
    content
    featuredImage { node { ...MediaFields } }
  }
`);

/** What a venue's page and the venue list show: its text and the venue details field group. */
export const venueFields = graphql(`
  fragment VenueFields on Venue {
    id
    databaseId
    slug
    title
    content
    excerpt
    featuredImage { node { ...MediaFields } }
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
`);

export const popCategoryFields = graphql(`
  fragment PopCategoryFields on PopCategory {
    id
    slug
    title
    featuredImage { node { ...MediaFields } }
    popCategoryOptions { popCategorySubtitle }
    artAbout { artTitle artContent artSummary artCtaText artCtaUrl }
    filmAbout { filmTitle filmContent filmSummary filmCtaText filmCtaUrl }
    kidsAbout { kidsTitle kidsContent kidsSummary kidsCtaText kidsCtaUrl }
    marcheAbout { marcheTitle marcheContent marcheSummary marcheCtaText marcheCtaUrl }
    aboutPop { aboutPopTitle aboutPopContent aboutPopSummary aboutPopCtaText aboutPopCtaUrl }
    pucesAbout { pucesTitle pucesContent pucesSummary pucesCtaText pucesCtaUrl }
    symposiumAbout { symposiumTitle symposiumContent symposiumSummary symposiumCtaText symposiumCtaUrl }
  }
`);

/** What the calendar, the home page, calendar feeds and schedule.xml read of each event. */
export const eventListFields = graphql(`
  fragment EventListFields on Event {
    ...EventCardFields
    # The bill, in the editor's order (headliner first): the home page's lineup.
    eventDetails {
      eventArtists(first: 20) { nodes { __typename id ... on Artist { slug title } } }
      ticketUrl
      # Calendar files: the venue's street address (LOCATION) and coordinates (GEO).
      eventVenue { nodes { ... on Venue { ...VenueAddressFields } } }
    }
    # Calendar feeds and schedule.xml: a plain-text description, and when each language
    # last changed (an iCalendar SEQUENCE that grows with every edit of either language).
    excerpt
    modified
  }
`);

/** Pages have no list page: their list is their slugs (static params, sitemap). */
export const pageListFields = graphql(`
  fragment PageListFields on Page {
    id
    slug
  }
`);

/** The festival's sections as the about page and the home page list them. */
export const popCategoryListFields = graphql(`
  fragment PopCategoryListFields on PopCategory {
    id
    slug
    title
    featuredImage { node { ...MediaFields } }
    popCategoryOptions { popCategorySubtitle }
  }
`);

/*
 * What the revalidation webhook reads of a changed item beyond its slug, status, database id,
 * language and translations (which every type gives): the categories of its filtered lists, an
 * event's festival day, and the items whose pages show it.
 */
export const eventLookupFields = graphql(`
  fragment EventLookupFields on Event {
    categories(first: 20) { nodes { slug } }
    translations { eventDetails { showDatetime newDate } }
    eventDetails {
      showDatetime newDate
      eventArtists(first: 50) { nodes { ... on Artist { slug language { code } } } }
      eventVenue { nodes { ... on Venue { slug language { code } } } }
    }
  }
`);

export const artistLookupFields = graphql(`
  fragment ArtistLookupFields on Artist {
    categories(first: 20) { nodes { slug } }
    artistDetails { artistAttachedEvents(first: 50) { nodes { ... on Event { slug language { code } } } } }
  }
`);

export const newsLookupFields = graphql(`
  fragment NewsLookupFields on Post {
    newsOptions { relatedNews(first: 20) { nodes { ... on Post { slug language { code } } } } }
  }
`);

/** The names of a type's operations, written out so that each one is searchable. */
export interface ContentOperationNames {
  list: string;
  bySlug: string;
  slugIndex: string;
}

/** The preview operations' names, for a type whose drafts a preview link can show. */
export interface PreviewOperationNames {
  revision: string;
  previewTargetById: string;
  previewTargetBySlug: string;
}

export interface ContentFragments {
  /** Everything an item's page shows: its by-slug query and its preview revision (no variables). */
  item: DocumentSource;
  /** What its lists read of each item, when not `item` (may read `$otherLanguage`). */
  list?: DocumentSource;
  /** Extra `where` arguments of its lists (the order WPGraphQL pages them in). */
  listWhere?: string;
  /**
   * Its whole list is asked in parallel parts by database id (`where: { in }`, queries/parallel-list.ts):
   * a real WordPress's answer time grows with the nodes returned, and the longest list must fit the
   * webhook's 2 s budget. The list document then takes `$in` and `$notIn`.
   */
  listInParts?: true;
  /** What its pages and lists read of the other language's version beyond its slug (`$otherLanguage`). */
  otherLanguage?: DocumentSource;
  /** What the revalidation webhook reads beyond identity, status and translations. */
  lookup?: DocumentSource;
  operations: ContentOperationNames;
}

/**
 * What each content type's documents ask for, keyed by the registry (i18n/content-types.ts): a
 * type without its entry, or a previewable type without its preview operations, fails the type
 * check.
 */
export type ContentFragmentsByType = {
  [T in ContentType]: ContentFragments & (T extends PreviewableType ? { previewOperations: PreviewOperationNames } : unknown);
};

export const contentFragments = {
  event: {
    item: eventDetailFields,
    list: eventListFields,
    otherLanguage: otherLanguageVersionFields,
    lookup: eventLookupFields,
    listInParts: true,
    operations: { list: 'AllEvents', bySlug: 'EventBySlug', slugIndex: 'EventSlugIndex' },
    previewOperations: { revision: 'EventRevision', previewTargetById: 'EventPreviewTargetById', previewTargetBySlug: 'EventPreviewTargetBySlug' },
  },
  artist: {
    item: artistDetailFields,
    list: artistCardFields,
    lookup: artistLookupFields,
    operations: { list: 'AllArtists', bySlug: 'ArtistBySlug', slugIndex: 'ArtistSlugIndex' },
    previewOperations: { revision: 'ArtistRevision', previewTargetById: 'ArtistPreviewTargetById', previewTargetBySlug: 'ArtistPreviewTargetBySlug' },
  },
  news: {
    item: newsDetailFields,
    list: newsCardFields,
    listWhere: 'orderby: [{ field: DATE, order: DESC }]',
    lookup: newsLookupFields,
    operations: { list: 'AllNews', bySlug: 'NewsBySlug', slugIndex: 'PostSlugIndex' },
    previewOperations: { revision: 'PostRevision', previewTargetById: 'PostPreviewTargetById', previewTargetBySlug: 'PostPreviewTargetBySlug' },
  },
  page: {
    item: pageFields,
    list: pageListFields,
    operations: { list: 'AllPages', bySlug: 'PageBySlug', slugIndex: 'PageSlugIndex' },
    previewOperations: { revision: 'PageRevision', previewTargetById: 'PagePreviewTargetById', previewTargetBySlug: 'PagePreviewTargetBySlug' },
  },
  about: {
    item: popCategoryFields,
    list: popCategoryListFields,
    operations: { list: 'AllPopCategories', bySlug: 'PopCategoryBySlug', slugIndex: 'PopCategorySlugIndex' },
  },
  venue: {
    item: venueFields,
    operations: { list: 'AllVenues', bySlug: 'VenueBySlug', slugIndex: 'VenueSlugIndex' },
    previewOperations: { revision: 'VenueRevision', previewTargetById: 'VenuePreviewTargetById', previewTargetBySlug: 'VenuePreviewTargetBySlug' },
  },
} satisfies ContentFragmentsByType;
