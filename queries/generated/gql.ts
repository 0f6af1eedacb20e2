/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment MediaFields on MediaItem {\n    sourceUrl\n    altText\n    mediaDetails { width height }\n  }\n": typeof types.MediaFieldsFragmentDoc,
    "\n  fragment CategoryFields on Category {\n    id\n    slug\n    name\n    categoryOptions { categoryImage { node { ...MediaFields } } }\n  }\n": typeof types.CategoryFieldsFragmentDoc,
    "\n  fragment EventCardFields on Event {\n    id\n    databaseId\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    eventDetails {\n      showDatetime\n      doorsDatetime\n      newDate\n      buttonState\n      price\n      # The slugs: the calendar's venue filter, in this language and (for the language switch) the other.\n      eventVenue { nodes { __typename id ... on Venue { title slug translations { slug } } } }\n    }\n  }\n": typeof types.EventCardFieldsFragmentDoc,
    "\n  fragment OtherLanguageVersion on Event {\n    translation(language: $otherLanguage) { slug }\n    translations { slug databaseId modified }\n  }\n": typeof types.OtherLanguageVersionFragmentDoc,
    "\n  fragment VenueAddressFields on Venue {\n    venueDetails { streetAddress latitude longitude }\n  }\n": typeof types.VenueAddressFieldsFragmentDoc,
    "\n  fragment EventDetailFields on Event {\n    id\n    databaseId\n    slug\n    title\n    content\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    eventDetails {\n      doorsDatetime\n      showDatetime\n      newDate\n      buttonState\n      price\n      ticketUrl\n      facebookEventUrl\n      performanceTimes\n      eventVenue { nodes { __typename id ... on Venue { title slug translations { slug } ...VenueAddressFields } } }\n      eventArtists(first: 50) {\n        nodes {\n          __typename\n          id\n          ... on Artist {\n            slug\n            title\n            # What the play button beside each artist opens (features/listen/).\n            artistDetails { artistAlbumTrackUrl artistSpotifyUrl artistBandcampUrl artistSoundcloudUrl artistYoutubeUrl }\n          }\n        }\n      }\n    }\n  }\n": typeof types.EventDetailFieldsFragmentDoc,
    "\n  fragment ArtistCardFields on Artist {\n    id\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    artistDetails { artistHometown }\n  }\n": typeof types.ArtistCardFieldsFragmentDoc,
    "\n  fragment ArtistDetailFields on Artist {\n    id\n    slug\n    title\n    content\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    artistDetails {\n      artistHometown\n      artistAlbumTrackUrl\n      artistBandcampUrl\n      artistFacebookUrl\n      artistInstagramUrl\n      artistSoundcloudUrl\n      artistSpotifyUrl\n      artistTwitterUrl\n      artistWebsiteUrl\n      artistYoutubeUrl\n      artistAttachedEvents(first: 50) { nodes { __typename id ... on Event { slug title } } }\n    }\n  }\n": typeof types.ArtistDetailFieldsFragmentDoc,
    "\n  fragment NewsCardFields on Post {\n    id\n    slug\n    title\n    date\n    featuredImage { node { ...MediaFields } }\n    newsOptions { newsIntro }\n    newsTypes(first: 5) { nodes { name } }\n  }\n": typeof types.NewsCardFieldsFragmentDoc,
    "\n  fragment NewsDetailFields on Post {\n    id\n    slug\n    title\n    content\n    date\n    author { node { slug name } }\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    newsTypes(first: 5) { nodes { name } }\n    newsOptions {\n      newsIntro\n      relatedNews(first: 10) { nodes { __typename id ... on Post { slug title } } }\n    }\n  }\n": typeof types.NewsDetailFieldsFragmentDoc,
    "\n  fragment PageFields on Page {\n    id\n    slug\n    title\n    content\n    featuredImage { node { ...MediaFields } }\n  }\n": typeof types.PageFieldsFragmentDoc,
    "\n  fragment VenueFields on Venue {\n    id\n    databaseId\n    slug\n    title\n    content\n    excerpt\n    featuredImage { node { ...MediaFields } }\n    venueDetails {\n      streetAddress\n      latitude\n      longitude\n      stepFreeEntrance\n      accessibleToilets\n      seating\n      hearingLoop\n      transit\n      gettingThere\n    }\n  }\n": typeof types.VenueFieldsFragmentDoc,
    "\n  fragment PopCategoryFields on PopCategory {\n    id\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    popCategoryOptions { popCategorySubtitle }\n    artAbout { artTitle artContent artSummary artCtaText artCtaUrl }\n    filmAbout { filmTitle filmContent filmSummary filmCtaText filmCtaUrl }\n    kidsAbout { kidsTitle kidsContent kidsSummary kidsCtaText kidsCtaUrl }\n    marcheAbout { marcheTitle marcheContent marcheSummary marcheCtaText marcheCtaUrl }\n    aboutPop { aboutPopTitle aboutPopContent aboutPopSummary aboutPopCtaText aboutPopCtaUrl }\n    pucesAbout { pucesTitle pucesContent pucesSummary pucesCtaText pucesCtaUrl }\n    symposiumAbout { symposiumTitle symposiumContent symposiumSummary symposiumCtaText symposiumCtaUrl }\n  }\n": typeof types.PopCategoryFieldsFragmentDoc,
    "\n  fragment EventListFields on Event {\n    ...EventCardFields\n    # The bill, in the editor's order (headliner first): the home page's lineup.\n    eventDetails {\n      eventArtists(first: 20) { nodes { __typename id ... on Artist { slug title } } }\n      ticketUrl\n      # Calendar files: the venue's street address (LOCATION) and coordinates (GEO).\n      eventVenue { nodes { ... on Venue { ...VenueAddressFields } } }\n    }\n    # Calendar feeds and schedule.xml: a plain-text description, and when each language\n    # last changed (an iCalendar SEQUENCE that grows with every edit of either language).\n    excerpt\n    modified\n  }\n": typeof types.EventListFieldsFragmentDoc,
    "\n  fragment PageListFields on Page {\n    id\n    slug\n  }\n": typeof types.PageListFieldsFragmentDoc,
    "\n  fragment PopCategoryListFields on PopCategory {\n    id\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    popCategoryOptions { popCategorySubtitle }\n  }\n": typeof types.PopCategoryListFieldsFragmentDoc,
    "\n  fragment EventLookupFields on Event {\n    categories(first: 20) { nodes { slug } }\n    translations { eventDetails { showDatetime newDate } }\n    eventDetails {\n      showDatetime newDate\n      eventArtists(first: 50) { nodes { ... on Artist { slug language { code } } } }\n      eventVenue { nodes { ... on Venue { slug language { code } } } }\n    }\n  }\n": typeof types.EventLookupFieldsFragmentDoc,
    "\n  fragment ArtistLookupFields on Artist {\n    categories(first: 20) { nodes { slug } }\n    artistDetails { artistAttachedEvents(first: 50) { nodes { ... on Event { slug language { code } } } } }\n  }\n": typeof types.ArtistLookupFieldsFragmentDoc,
    "\n  fragment NewsLookupFields on Post {\n    newsOptions { relatedNews(first: 20) { nodes { ... on Post { slug language { code } } } } }\n  }\n": typeof types.NewsLookupFieldsFragmentDoc,
    "\n  query TopLevelPage($englishSlug: String!) {\n    pages(first: 1, where: { name: $englishSlug, language: EN }) {\n      nodes {\n        ...PageFields\n        translations { ...PageFields language { code } }\n      }\n    }\n  }\n": typeof types.TopLevelPageDocument,
    "\n  fragment MenuItemFields on MenuItem {\n    id\n    parentId\n    label\n    path\n    url\n    target\n    connectedNode {\n      node {\n        __typename\n        ... on Page { slug englishTranslation: translation(language: EN) { slug } }\n        ... on Event { slug }\n        ... on Artist { slug }\n        ... on Post { slug }\n        ... on PopCategory { slug }\n        ... on Category { slug }\n      }\n    }\n  }\n": typeof types.MenuItemFieldsFragmentDoc,
    "\n  query SiteShell(\n    $language: LanguageCodeFilterEnum!\n    $primary: MenuLocationEnum!\n    $secondary: MenuLocationEnum!\n    $footer: MenuLocationEnum!\n    $otherLanguage: LanguageCodeEnum!\n  ) {\n    primary: menuItems(first: 100, where: { location: $primary }) { nodes { ...MenuItemFields } }\n    secondary: menuItems(first: 100, where: { location: $secondary }) { nodes { ...MenuItemFields } }\n    footer: menuItems(first: 100, where: { location: $footer }) { nodes { ...MenuItemFields } }\n    popSettings(language: $language) {\n      popAddress popCity popProvince popPostalCode popPhone popFax popMailchimp\n      popFacebook popInstagram popTwitter popSoundcloud popSpotify popYoutube\n      popMenuHide\n    }\n    categories(first: 100, where: { language: $language }) {\n      nodes { ...CategoryFields translation(language: $otherLanguage) { slug } }\n    }\n  }\n": typeof types.SiteShellDocument,
    "\n  query PlaylistSetting($language: LanguageCodeFilterEnum!) {\n    popSettings(language: $language) { popSpotifyPlaylist }\n  }\n": typeof types.PlaylistSettingDocument,
};
const documents: Documents = {
    "\n  fragment MediaFields on MediaItem {\n    sourceUrl\n    altText\n    mediaDetails { width height }\n  }\n": types.MediaFieldsFragmentDoc,
    "\n  fragment CategoryFields on Category {\n    id\n    slug\n    name\n    categoryOptions { categoryImage { node { ...MediaFields } } }\n  }\n": types.CategoryFieldsFragmentDoc,
    "\n  fragment EventCardFields on Event {\n    id\n    databaseId\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    eventDetails {\n      showDatetime\n      doorsDatetime\n      newDate\n      buttonState\n      price\n      # The slugs: the calendar's venue filter, in this language and (for the language switch) the other.\n      eventVenue { nodes { __typename id ... on Venue { title slug translations { slug } } } }\n    }\n  }\n": types.EventCardFieldsFragmentDoc,
    "\n  fragment OtherLanguageVersion on Event {\n    translation(language: $otherLanguage) { slug }\n    translations { slug databaseId modified }\n  }\n": types.OtherLanguageVersionFragmentDoc,
    "\n  fragment VenueAddressFields on Venue {\n    venueDetails { streetAddress latitude longitude }\n  }\n": types.VenueAddressFieldsFragmentDoc,
    "\n  fragment EventDetailFields on Event {\n    id\n    databaseId\n    slug\n    title\n    content\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    eventDetails {\n      doorsDatetime\n      showDatetime\n      newDate\n      buttonState\n      price\n      ticketUrl\n      facebookEventUrl\n      performanceTimes\n      eventVenue { nodes { __typename id ... on Venue { title slug translations { slug } ...VenueAddressFields } } }\n      eventArtists(first: 50) {\n        nodes {\n          __typename\n          id\n          ... on Artist {\n            slug\n            title\n            # What the play button beside each artist opens (features/listen/).\n            artistDetails { artistAlbumTrackUrl artistSpotifyUrl artistBandcampUrl artistSoundcloudUrl artistYoutubeUrl }\n          }\n        }\n      }\n    }\n  }\n": types.EventDetailFieldsFragmentDoc,
    "\n  fragment ArtistCardFields on Artist {\n    id\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    artistDetails { artistHometown }\n  }\n": types.ArtistCardFieldsFragmentDoc,
    "\n  fragment ArtistDetailFields on Artist {\n    id\n    slug\n    title\n    content\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    artistDetails {\n      artistHometown\n      artistAlbumTrackUrl\n      artistBandcampUrl\n      artistFacebookUrl\n      artistInstagramUrl\n      artistSoundcloudUrl\n      artistSpotifyUrl\n      artistTwitterUrl\n      artistWebsiteUrl\n      artistYoutubeUrl\n      artistAttachedEvents(first: 50) { nodes { __typename id ... on Event { slug title } } }\n    }\n  }\n": types.ArtistDetailFieldsFragmentDoc,
    "\n  fragment NewsCardFields on Post {\n    id\n    slug\n    title\n    date\n    featuredImage { node { ...MediaFields } }\n    newsOptions { newsIntro }\n    newsTypes(first: 5) { nodes { name } }\n  }\n": types.NewsCardFieldsFragmentDoc,
    "\n  fragment NewsDetailFields on Post {\n    id\n    slug\n    title\n    content\n    date\n    author { node { slug name } }\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    newsTypes(first: 5) { nodes { name } }\n    newsOptions {\n      newsIntro\n      relatedNews(first: 10) { nodes { __typename id ... on Post { slug title } } }\n    }\n  }\n": types.NewsDetailFieldsFragmentDoc,
    "\n  fragment PageFields on Page {\n    id\n    slug\n    title\n    content\n    featuredImage { node { ...MediaFields } }\n  }\n": types.PageFieldsFragmentDoc,
    "\n  fragment VenueFields on Venue {\n    id\n    databaseId\n    slug\n    title\n    content\n    excerpt\n    featuredImage { node { ...MediaFields } }\n    venueDetails {\n      streetAddress\n      latitude\n      longitude\n      stepFreeEntrance\n      accessibleToilets\n      seating\n      hearingLoop\n      transit\n      gettingThere\n    }\n  }\n": types.VenueFieldsFragmentDoc,
    "\n  fragment PopCategoryFields on PopCategory {\n    id\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    popCategoryOptions { popCategorySubtitle }\n    artAbout { artTitle artContent artSummary artCtaText artCtaUrl }\n    filmAbout { filmTitle filmContent filmSummary filmCtaText filmCtaUrl }\n    kidsAbout { kidsTitle kidsContent kidsSummary kidsCtaText kidsCtaUrl }\n    marcheAbout { marcheTitle marcheContent marcheSummary marcheCtaText marcheCtaUrl }\n    aboutPop { aboutPopTitle aboutPopContent aboutPopSummary aboutPopCtaText aboutPopCtaUrl }\n    pucesAbout { pucesTitle pucesContent pucesSummary pucesCtaText pucesCtaUrl }\n    symposiumAbout { symposiumTitle symposiumContent symposiumSummary symposiumCtaText symposiumCtaUrl }\n  }\n": types.PopCategoryFieldsFragmentDoc,
    "\n  fragment EventListFields on Event {\n    ...EventCardFields\n    # The bill, in the editor's order (headliner first): the home page's lineup.\n    eventDetails {\n      eventArtists(first: 20) { nodes { __typename id ... on Artist { slug title } } }\n      ticketUrl\n      # Calendar files: the venue's street address (LOCATION) and coordinates (GEO).\n      eventVenue { nodes { ... on Venue { ...VenueAddressFields } } }\n    }\n    # Calendar feeds and schedule.xml: a plain-text description, and when each language\n    # last changed (an iCalendar SEQUENCE that grows with every edit of either language).\n    excerpt\n    modified\n  }\n": types.EventListFieldsFragmentDoc,
    "\n  fragment PageListFields on Page {\n    id\n    slug\n  }\n": types.PageListFieldsFragmentDoc,
    "\n  fragment PopCategoryListFields on PopCategory {\n    id\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    popCategoryOptions { popCategorySubtitle }\n  }\n": types.PopCategoryListFieldsFragmentDoc,
    "\n  fragment EventLookupFields on Event {\n    categories(first: 20) { nodes { slug } }\n    translations { eventDetails { showDatetime newDate } }\n    eventDetails {\n      showDatetime newDate\n      eventArtists(first: 50) { nodes { ... on Artist { slug language { code } } } }\n      eventVenue { nodes { ... on Venue { slug language { code } } } }\n    }\n  }\n": types.EventLookupFieldsFragmentDoc,
    "\n  fragment ArtistLookupFields on Artist {\n    categories(first: 20) { nodes { slug } }\n    artistDetails { artistAttachedEvents(first: 50) { nodes { ... on Event { slug language { code } } } } }\n  }\n": types.ArtistLookupFieldsFragmentDoc,
    "\n  fragment NewsLookupFields on Post {\n    newsOptions { relatedNews(first: 20) { nodes { ... on Post { slug language { code } } } } }\n  }\n": types.NewsLookupFieldsFragmentDoc,
    "\n  query TopLevelPage($englishSlug: String!) {\n    pages(first: 1, where: { name: $englishSlug, language: EN }) {\n      nodes {\n        ...PageFields\n        translations { ...PageFields language { code } }\n      }\n    }\n  }\n": types.TopLevelPageDocument,
    "\n  fragment MenuItemFields on MenuItem {\n    id\n    parentId\n    label\n    path\n    url\n    target\n    connectedNode {\n      node {\n        __typename\n        ... on Page { slug englishTranslation: translation(language: EN) { slug } }\n        ... on Event { slug }\n        ... on Artist { slug }\n        ... on Post { slug }\n        ... on PopCategory { slug }\n        ... on Category { slug }\n      }\n    }\n  }\n": types.MenuItemFieldsFragmentDoc,
    "\n  query SiteShell(\n    $language: LanguageCodeFilterEnum!\n    $primary: MenuLocationEnum!\n    $secondary: MenuLocationEnum!\n    $footer: MenuLocationEnum!\n    $otherLanguage: LanguageCodeEnum!\n  ) {\n    primary: menuItems(first: 100, where: { location: $primary }) { nodes { ...MenuItemFields } }\n    secondary: menuItems(first: 100, where: { location: $secondary }) { nodes { ...MenuItemFields } }\n    footer: menuItems(first: 100, where: { location: $footer }) { nodes { ...MenuItemFields } }\n    popSettings(language: $language) {\n      popAddress popCity popProvince popPostalCode popPhone popFax popMailchimp\n      popFacebook popInstagram popTwitter popSoundcloud popSpotify popYoutube\n      popMenuHide\n    }\n    categories(first: 100, where: { language: $language }) {\n      nodes { ...CategoryFields translation(language: $otherLanguage) { slug } }\n    }\n  }\n": types.SiteShellDocument,
    "\n  query PlaylistSetting($language: LanguageCodeFilterEnum!) {\n    popSettings(language: $language) { popSpotifyPlaylist }\n  }\n": types.PlaylistSettingDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaFields on MediaItem {\n    sourceUrl\n    altText\n    mediaDetails { width height }\n  }\n"): typeof import('./graphql').MediaFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryFields on Category {\n    id\n    slug\n    name\n    categoryOptions { categoryImage { node { ...MediaFields } } }\n  }\n"): typeof import('./graphql').CategoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCardFields on Event {\n    id\n    databaseId\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    eventDetails {\n      showDatetime\n      doorsDatetime\n      newDate\n      buttonState\n      price\n      # The slugs: the calendar's venue filter, in this language and (for the language switch) the other.\n      eventVenue { nodes { __typename id ... on Venue { title slug translations { slug } } } }\n    }\n  }\n"): typeof import('./graphql').EventCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OtherLanguageVersion on Event {\n    translation(language: $otherLanguage) { slug }\n    translations { slug databaseId modified }\n  }\n"): typeof import('./graphql').OtherLanguageVersionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VenueAddressFields on Venue {\n    venueDetails { streetAddress latitude longitude }\n  }\n"): typeof import('./graphql').VenueAddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventDetailFields on Event {\n    id\n    databaseId\n    slug\n    title\n    content\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    eventDetails {\n      doorsDatetime\n      showDatetime\n      newDate\n      buttonState\n      price\n      ticketUrl\n      facebookEventUrl\n      performanceTimes\n      eventVenue { nodes { __typename id ... on Venue { title slug translations { slug } ...VenueAddressFields } } }\n      eventArtists(first: 50) {\n        nodes {\n          __typename\n          id\n          ... on Artist {\n            slug\n            title\n            # What the play button beside each artist opens (features/listen/).\n            artistDetails { artistAlbumTrackUrl artistSpotifyUrl artistBandcampUrl artistSoundcloudUrl artistYoutubeUrl }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EventDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArtistCardFields on Artist {\n    id\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    artistDetails { artistHometown }\n  }\n"): typeof import('./graphql').ArtistCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArtistDetailFields on Artist {\n    id\n    slug\n    title\n    content\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    artistDetails {\n      artistHometown\n      artistAlbumTrackUrl\n      artistBandcampUrl\n      artistFacebookUrl\n      artistInstagramUrl\n      artistSoundcloudUrl\n      artistSpotifyUrl\n      artistTwitterUrl\n      artistWebsiteUrl\n      artistYoutubeUrl\n      artistAttachedEvents(first: 50) { nodes { __typename id ... on Event { slug title } } }\n    }\n  }\n"): typeof import('./graphql').ArtistDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCardFields on Post {\n    id\n    slug\n    title\n    date\n    featuredImage { node { ...MediaFields } }\n    newsOptions { newsIntro }\n    newsTypes(first: 5) { nodes { name } }\n  }\n"): typeof import('./graphql').NewsCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsDetailFields on Post {\n    id\n    slug\n    title\n    content\n    date\n    author { node { slug name } }\n    featuredImage { node { ...MediaFields } }\n    categories(first: 10) { nodes { ...CategoryFields } }\n    newsTypes(first: 5) { nodes { name } }\n    newsOptions {\n      newsIntro\n      relatedNews(first: 10) { nodes { __typename id ... on Post { slug title } } }\n    }\n  }\n"): typeof import('./graphql').NewsDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageFields on Page {\n    id\n    slug\n    title\n    content\n    featuredImage { node { ...MediaFields } }\n  }\n"): typeof import('./graphql').PageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VenueFields on Venue {\n    id\n    databaseId\n    slug\n    title\n    content\n    excerpt\n    featuredImage { node { ...MediaFields } }\n    venueDetails {\n      streetAddress\n      latitude\n      longitude\n      stepFreeEntrance\n      accessibleToilets\n      seating\n      hearingLoop\n      transit\n      gettingThere\n    }\n  }\n"): typeof import('./graphql').VenueFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PopCategoryFields on PopCategory {\n    id\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    popCategoryOptions { popCategorySubtitle }\n    artAbout { artTitle artContent artSummary artCtaText artCtaUrl }\n    filmAbout { filmTitle filmContent filmSummary filmCtaText filmCtaUrl }\n    kidsAbout { kidsTitle kidsContent kidsSummary kidsCtaText kidsCtaUrl }\n    marcheAbout { marcheTitle marcheContent marcheSummary marcheCtaText marcheCtaUrl }\n    aboutPop { aboutPopTitle aboutPopContent aboutPopSummary aboutPopCtaText aboutPopCtaUrl }\n    pucesAbout { pucesTitle pucesContent pucesSummary pucesCtaText pucesCtaUrl }\n    symposiumAbout { symposiumTitle symposiumContent symposiumSummary symposiumCtaText symposiumCtaUrl }\n  }\n"): typeof import('./graphql').PopCategoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventListFields on Event {\n    ...EventCardFields\n    # The bill, in the editor's order (headliner first): the home page's lineup.\n    eventDetails {\n      eventArtists(first: 20) { nodes { __typename id ... on Artist { slug title } } }\n      ticketUrl\n      # Calendar files: the venue's street address (LOCATION) and coordinates (GEO).\n      eventVenue { nodes { ... on Venue { ...VenueAddressFields } } }\n    }\n    # Calendar feeds and schedule.xml: a plain-text description, and when each language\n    # last changed (an iCalendar SEQUENCE that grows with every edit of either language).\n    excerpt\n    modified\n  }\n"): typeof import('./graphql').EventListFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageListFields on Page {\n    id\n    slug\n  }\n"): typeof import('./graphql').PageListFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PopCategoryListFields on PopCategory {\n    id\n    slug\n    title\n    featuredImage { node { ...MediaFields } }\n    popCategoryOptions { popCategorySubtitle }\n  }\n"): typeof import('./graphql').PopCategoryListFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventLookupFields on Event {\n    categories(first: 20) { nodes { slug } }\n    translations { eventDetails { showDatetime newDate } }\n    eventDetails {\n      showDatetime newDate\n      eventArtists(first: 50) { nodes { ... on Artist { slug language { code } } } }\n      eventVenue { nodes { ... on Venue { slug language { code } } } }\n    }\n  }\n"): typeof import('./graphql').EventLookupFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArtistLookupFields on Artist {\n    categories(first: 20) { nodes { slug } }\n    artistDetails { artistAttachedEvents(first: 50) { nodes { ... on Event { slug language { code } } } } }\n  }\n"): typeof import('./graphql').ArtistLookupFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsLookupFields on Post {\n    newsOptions { relatedNews(first: 20) { nodes { ... on Post { slug language { code } } } } }\n  }\n"): typeof import('./graphql').NewsLookupFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopLevelPage($englishSlug: String!) {\n    pages(first: 1, where: { name: $englishSlug, language: EN }) {\n      nodes {\n        ...PageFields\n        translations { ...PageFields language { code } }\n      }\n    }\n  }\n"): typeof import('./graphql').TopLevelPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuItemFields on MenuItem {\n    id\n    parentId\n    label\n    path\n    url\n    target\n    connectedNode {\n      node {\n        __typename\n        ... on Page { slug englishTranslation: translation(language: EN) { slug } }\n        ... on Event { slug }\n        ... on Artist { slug }\n        ... on Post { slug }\n        ... on PopCategory { slug }\n        ... on Category { slug }\n      }\n    }\n  }\n"): typeof import('./graphql').MenuItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteShell(\n    $language: LanguageCodeFilterEnum!\n    $primary: MenuLocationEnum!\n    $secondary: MenuLocationEnum!\n    $footer: MenuLocationEnum!\n    $otherLanguage: LanguageCodeEnum!\n  ) {\n    primary: menuItems(first: 100, where: { location: $primary }) { nodes { ...MenuItemFields } }\n    secondary: menuItems(first: 100, where: { location: $secondary }) { nodes { ...MenuItemFields } }\n    footer: menuItems(first: 100, where: { location: $footer }) { nodes { ...MenuItemFields } }\n    popSettings(language: $language) {\n      popAddress popCity popProvince popPostalCode popPhone popFax popMailchimp\n      popFacebook popInstagram popTwitter popSoundcloud popSpotify popYoutube\n      popMenuHide\n    }\n    categories(first: 100, where: { language: $language }) {\n      nodes { ...CategoryFields translation(language: $otherLanguage) { slug } }\n    }\n  }\n"): typeof import('./graphql').SiteShellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaylistSetting($language: LanguageCodeFilterEnum!) {\n    popSettings(language: $language) { popSpotifyPlaylist }\n  }\n"): typeof import('./graphql').PlaylistSettingDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
