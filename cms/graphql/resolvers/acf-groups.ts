/**
 * ACF field groups in WPGraphQL for ACF 2.x shapes: relationship and post-object fields are
 * connections (`eventVenue { nodes { … } }`), images are edges (`categoryImage { node }`), single
 * selects are lists (`buttonState: ["sold_out"]`), date-times RFC 3339, empty values null.
 */
import type {
  AboutGroup,
  AboutGroupKey,
  ArtistRecord,
  EventRecord,
  NewsRecord,
  PopCategoryRecord,
  TermRecord,
  VenueDetailsRecord,
  VenueRecord,
} from '../../store/types';
import type { PageArgs } from '../connection';
import type { ResolverContext, ResolverMap, TypeResolvers } from '../context';
import { emptyToNull, toAcfDateTime } from '../text-format';
import { mediaEdge, relatedPostsConnection } from './related-nodes';

/** GraphQL type name and field prefix of each about group (`artAbout { artTitle … }`). */
const ABOUT_GROUPS: Record<AboutGroupKey, { typeName: string; prefix: string }> = {
  artAbout: { typeName: 'ArtAbout', prefix: 'art' },
  filmAbout: { typeName: 'FilmAbout', prefix: 'film' },
  kidsAbout: { typeName: 'KidsAbout', prefix: 'kids' },
  marcheAbout: { typeName: 'MarcheAbout', prefix: 'marche' },
  aboutPop: { typeName: 'AboutPop', prefix: 'aboutPop' },
  pucesAbout: { typeName: 'PucesAbout', prefix: 'puces' },
  symposiumAbout: { typeName: 'SymposiumAbout', prefix: 'symposium' },
};

/** What an about-group field resolves to: the stored group, or none (every field then null). */
interface AboutGroupSource {
  group: AboutGroup | undefined;
}

/**
 * On PopCategory: every about group resolves to an object even when the category does not fill
 * it, as ACF 2.x does for a field group assigned to the post type.
 */
export const aboutGroupFieldsOfPopCategory: TypeResolvers = Object.fromEntries(
  (Object.keys(ABOUT_GROUPS) as AboutGroupKey[]).map((key) => [
    key,
    (r: PopCategoryRecord): AboutGroupSource => ({ group: r.about[key] }),
  ]),
);

function aboutGroupTypes(): ResolverMap {
  const types: ResolverMap = {};
  const fields: (keyof AboutGroup)[] = ['title', 'content', 'summary', 'ctaText', 'ctaUrl'];
  for (const { typeName, prefix } of Object.values(ABOUT_GROUPS)) {
    types[typeName] = Object.fromEntries(
      fields.map((field) => [
        `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}`,
        (source: AboutGroupSource) => emptyToNull(source.group?.[field]),
      ]),
    );
  }
  return types;
}

const eventDetails: TypeResolvers = {
  doorsDatetime: (r: EventRecord) => toAcfDateTime(r.eventDetails.doorsDatetime),
  showDatetime: (r: EventRecord) => toAcfDateTime(r.eventDetails.showDatetime),
  newDate: (r: EventRecord) => toAcfDateTime(r.eventDetails.newDate),
  eventVenue: (r: EventRecord, args: PageArgs, ctx: ResolverContext) => {
    const venueId = r.eventDetails.venueId;
    return relatedPostsConnection(ctx.index, venueId === null ? [] : [venueId], args, ctx.viewer ?? null);
  },
  eventArtists: (r: EventRecord, args: PageArgs, ctx: ResolverContext) =>
    relatedPostsConnection(ctx.index, r.eventDetails.artistIds, args, ctx.viewer ?? null),
  facebookEventUrl: (r: EventRecord) => emptyToNull(r.eventDetails.facebookEventUrl),
  price: (r: EventRecord) => emptyToNull(r.eventDetails.price),
  ticketUrl: (r: EventRecord) => emptyToNull(r.eventDetails.ticketUrl),
  buttonState: (r: EventRecord) => {
    const state = emptyToNull(r.eventDetails.buttonState);
    return state === null ? null : [state];
  },
  eventFpId: (r: EventRecord) => emptyToNull(r.eventDetails.eventFpId),
  performanceTimes: (r: EventRecord) => emptyToNull(r.eventDetails.performanceTimes),
};

const ARTIST_TEXT_FIELDS = [
  'artistAlbumTrackUrl',
  'artistBandcampUrl',
  'artistFacebookUrl',
  'artistHometown',
  'artistInstagramUrl',
  'artistSoundcloudUrl',
  'artistSpotifyUrl',
  'artistTwitterUrl',
  'artistWebsiteUrl',
  'artistYoutubeUrl',
] as const;

const artistDetails: TypeResolvers = {
  ...Object.fromEntries(
    ARTIST_TEXT_FIELDS.map((field) => [field, (r: ArtistRecord) => emptyToNull(r.artistDetails[field])]),
  ),
  artistAttachedEvents: (r: ArtistRecord, args: PageArgs, ctx: ResolverContext) =>
    relatedPostsConnection(ctx.index, r.artistDetails.attachedEventIds, args, ctx.viewer ?? null),
};

/** Every field of `venueDetails` reads the stored group; a venue without one answers null for each. */
const VENUE_DETAIL_FIELDS = [
  'streetAddress',
  'latitude',
  'longitude',
  'stepFreeEntrance',
  'accessibleToilets',
  'seating',
  'hearingLoop',
  'transit',
  'gettingThere',
] as const satisfies readonly (keyof VenueDetailsRecord)[];

const venueDetails: TypeResolvers = Object.fromEntries(
  VENUE_DETAIL_FIELDS.map((field) => [
    field,
    (r: VenueRecord) => {
      const value = r.venueDetails?.[field] ?? null;
      return typeof value === 'string' ? emptyToNull(value) : value;
    },
  ]),
);

export const acfGroupResolvers: ResolverMap = {
  EventDetails: eventDetails,
  ArtistDetails: artistDetails,
  VenueDetails: venueDetails,
  NewsOptions: {
    newsIntro: (r: NewsRecord) => emptyToNull(r.newsOptions.newsIntro),
    relatedNews: (r: NewsRecord, args: PageArgs, ctx: ResolverContext) =>
      relatedPostsConnection(ctx.index, r.newsOptions.relatedNewsIds, args, ctx.viewer ?? null),
  },
  PopCategoryOptions: {
    popCategorySubtitle: (r: PopCategoryRecord) => emptyToNull(r.popCategorySubtitle),
  },
  CategoryOptions: {
    categoryImage: (t: TermRecord, _: unknown, ctx: ResolverContext) =>
      mediaEdge(ctx.index, t.categoryImageId, t.language),
  },
  ...aboutGroupTypes(),
};
