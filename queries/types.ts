import type { ContentType, ItemLink } from '@/i18n/content-types';

/**
 * The site's domain types, defined once. Raw WPGraphQL/ACF shapes become these in
 * `queries/adapter.ts`; components only ever see these.
 *
 * Date-times are festival wall-clock times (America/Montreal) as `YYYY-MM-DDTHH:mm:ss`, without
 * an offset; see the adapter for why.
 */

export interface Image {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface Category {
  id: string;
  slug: string;
  name: string;
  image: Image | null;
  /** The category's slug in the other language, when the query asked for it. */
  translationSlug?: string | null;
}

/** A link to another item (an event's artists, an artist's events, related news). */
export interface ItemRef {
  id: string;
  slug: string;
  title: string;
}

/** A point on the map (WGS 84 degrees). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * Where a venue is, from its venue details: the address as the editors typed it (the way a
 * phone's map app finds it, `4410 boulevard Saint-Laurent, Montréal, QC H2W 1Z5`) and its
 * coordinates; each null when the content does not give it.
 */
export interface VenuePlace {
  streetAddress: string | null;
  geo: GeoPoint | null;
}

/** The accessibility questions of a venue's details, in the order a page lists them. */
export const accessFeatures = ['stepFreeEntrance', 'accessibleToilets', 'seating', 'hearingLoop'] as const;
export type AccessFeature = (typeof accessFeatures)[number];
/** What the venue answered; `unknown` is an answer ("not checked"), distinct from no answer at all. */
export type AccessAnswer = 'yes' | 'no' | 'unknown';

/**
 * The venue an event names: its page is `/venue/{slug}` (no link without a slug); its slug and
 * its translation's also key the calendar's venue filter. Its address and coordinates when the
 * query asked for them (the event page, calendar files).
 */
export interface Venue extends Partial<VenuePlace> {
  id: string;
  title: string;
  slug?: string | null;
  translationSlug?: string | null;
}

/** A venue's own page: what the editors wrote about it, and its details (each absent when not given). */
export interface VenuePage extends VenuePlace {
  id: string;
  databaseId: number | null;
  slug: string;
  title: string;
  /** CMS HTML, sanitised when rendered (components/rich-text.tsx). */
  content: string;
  excerpt: string | null;
  image: Image | null;
  translationSlug: string | null;
  /** Only the questions the venue answered. */
  access: Partial<Record<AccessFeature, AccessAnswer>>;
  /** Plain text, lines separated by `\n`. */
  transit: string | null;
  gettingThere: string | null;
}

/** How the ticket button behaves: ACF's single-select value (on_sale, sold_out, free, …). */
export type ButtonState = string;

/** The link fields an artist can be listened at (features/listen/ turns them into players). */
export type ListenLinks = Pick<ArtistLinks, 'albumTrack' | 'spotify' | 'bandcamp' | 'soundcloud' | 'youtube'>;

/** An artist on an event's bill; `listen` where the query asked for it (the event's own page). */
export interface BilledArtist extends ItemRef {
  listen?: ListenLinks;
}

/** What a programme item (an event, an artist) always has: its page's title, text, image and categories. */
export interface ProgrammeItem {
  id: string;
  slug: string;
  title: string;
  content: string;
  image: Image | null;
  categories: Category[];
}

export interface Event extends ProgrammeItem {
  doorsAt: string | null;
  showAt: string | null;
  /** Set when the event was rescheduled: the date the event now takes place. */
  newDate: string | null;
  venue: Venue | null;
  facebookEventUrl: string | null;
  price: string | null;
  ticketUrl: string | null;
  buttonState: ButtonState | null;
  artists: BilledArtist[];
  performanceTimes: string[];
  /** Slug of this event in the other language, null when it has no translation. */
  translationSlug: string | null;
  /** WordPress post ids of this event and of its translation (My schedule keys its picks by them). */
  databaseId: number | null;
  translationDatabaseId: number | null;
  /** Its excerpt (HTML), when the query asked for it (lists: calendar feeds, schedule.xml). */
  excerpt?: string | null;
  /** When this post and its translation were last saved (wall clock), when the query asked. */
  modified?: string | null;
  translationModified?: string | null;
}

export interface ArtistLinks {
  albumTrack: string | null;
  bandcamp: string | null;
  facebook: string | null;
  instagram: string | null;
  soundcloud: string | null;
  spotify: string | null;
  twitter: string | null;
  website: string | null;
  youtube: string | null;
}

export interface Artist extends ProgrammeItem {
  hometown: string | null;
  links: ArtistLinks;
  events: ItemRef[];
  translationSlug: string | null;
}

export interface Author {
  slug: string;
  name: string;
}

export interface NewsPost {
  id: string;
  slug: string;
  title: string;
  content: string;
  /** Publication date-time, site-local. */
  date: string;
  author: Author | null;
  intro: string | null;
  related: ItemRef[];
  newsTypes: string[];
  categories: Category[];
  image: Image | null;
  translationSlug: string | null;
}

export interface Page {
  id: string;
  slug: string;
  title: string;
  content: string;
  image: Image | null;
  translationSlug: string | null;
}

export interface AboutSection {
  title: string | null;
  content: string | null;
  summary: string | null;
  ctaText: string | null;
  ctaUrl: string | null;
}

export interface PopCategory {
  id: string;
  slug: string;
  title: string;
  image: Image | null;
  subtitle: string | null;
  /** The filled about field groups (art, film, kids, marché, about-pop, puces, symposium). */
  about: AboutSection[];
  translationSlug: string | null;
}

/**
 * What an internal menu item points at, so links can be built in the site's own routes: an
 * item of a content type (pages carry their English slug: top-level pages are routed by it),
 * or a category term (the calendar filtered by it).
 */
export type ConnectedNode = ({ type: ContentType } & ItemLink) | { type: 'category'; slug: string };

export interface MenuItem {
  id: string;
  label: string;
  /** Site-relative path for internal links; the absolute URL for external ones. */
  path: string;
  external: boolean;
  connectedNode: ConnectedNode | null;
  children: MenuItem[];
}

export interface Menus {
  primary: MenuItem[];
  secondary: MenuItem[];
  footer: MenuItem[];
}

export interface Settings {
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  phone: string | null;
  fax: string | null;
  mailingListUrl: string | null;
  social: {
    facebook: string | null;
    instagram: string | null;
    twitter: string | null;
    soundcloud: string | null;
    spotify: string | null;
    youtube: string | null;
  };
  menuHidden: boolean;
  spotifyPlaylistUrl: string | null;
}

