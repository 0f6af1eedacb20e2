/**
 * GraphQL fragments shared by the queries. Each query document appends the fragments it uses
 * (see `document()`), so every request is one self-contained named operation.
 */

export const mediaFields = /* GraphQL */ `
  fragment MediaFields on MediaItem {
    sourceUrl
    altText
    mediaDetails { width height }
  }
`;

export const categoryFields = /* GraphQL */ `
  fragment CategoryFields on Category {
    id
    slug
    name
    categoryOptions { categoryImage { node { ...MediaFields } } }
  }
`;

/** What a list or a search card shows of an event. */
export const eventCardFields = /* GraphQL */ `
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
      eventVenue { nodes { __typename id ... on Venue { slug title } } }
    }
  }
`;


/**
 * The event in the other language: its slug (the language switch) and its post id (My schedule).
 * Only nullable fields under `translation(...)`: for a translation that is not public (draft,
 * trash…) WPGraphQL answers null fields, and an error for any non-null one (`databaseId: Int!`),
 * which would fail the whole query. `translations` leaves such translations out, so its ids are
 * safe to ask; the one whose slug is the translation's is the other language's.
 */
export const otherLanguageVersionFields = /* GraphQL */ `
  fragment OtherLanguageVersion on Event {
    translation(language: $otherLanguage) { slug }
    translations { slug databaseId modified }
  }
`;

/** Everything an event page shows. */
export const eventDetailFields = /* GraphQL */ `
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
      eventVenue { nodes { __typename id ... on Venue { slug title } } }
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
`;

/** What the artist list shows of an artist. */
export const artistCardFields = /* GraphQL */ `
  fragment ArtistCardFields on Artist {
    id
    slug
    title
    featuredImage { node { ...MediaFields } }
    categories(first: 10) { nodes { ...CategoryFields } }
    artistDetails { artistHometown }
  }
`;

export const artistDetailFields = /* GraphQL */ `
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
`;

export const newsCardFields = /* GraphQL */ `
  fragment NewsCardFields on Post {
    id
    slug
    title
    date
    featuredImage { node { ...MediaFields } }
    newsOptions { newsIntro }
    newsTypes(first: 5) { nodes { name } }
  }
`;

export const newsDetailFields = /* GraphQL */ `
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
`;

export const pageFields = /* GraphQL */ `
  fragment PageFields on Page {
    id
    slug
    title
    content
    featuredImage { node { ...MediaFields } }
  }
`;

export const popCategoryFields = /* GraphQL */ `
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
`;

/** What a venue's page and the venue list show (address, capacity and access are in its content). */
export const venueFields = /* GraphQL */ `
  fragment VenueFields on Venue {
    id
    databaseId
    slug
    title
    content
    excerpt
    featuredImage { node { ...MediaFields } }
  }
`;

/** Joins an operation with the fragments it spreads. */
export function document(operation: string, ...fragments: string[]): string {
  return [operation, ...fragments].join('\n');
}
