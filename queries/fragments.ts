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
      eventVenue { nodes { __typename id ... on Venue { title } } }
    }
  }
`;

/** Joins an operation with the fragments it spreads. */
export function document(operation: string, ...fragments: string[]): string {
  return [operation, ...fragments].join('\n');
}
