import type { CategoryKey } from './categories';
import type { VenueKey } from './venues';

/** `free`, a single price, advance/door prices, or pay-what-you-can. */
export type PriceDef = 'free' | 'pwyc' | number | [adv: number, door: number];

export interface EventDef {
  /** The English slug. */
  key: string;
  /** English and French titles; the French slug gets `-fr` when both slugify the same. */
  title: [en: string, fr: string];
  /** French slug, when it should not be derived from the French title. */
  frSlug?: string;
  /** Festival day (22–26 September 2027). */
  day: number;
  /** Show time `HH:MM`; times before 06:00 are after midnight (stored on the next calendar date). */
  time: string;
  venue: VenueKey;
  /** Artist keys, headliner first. */
  artists: string[];
  cats: CategoryKey[];
  price: PriceDef;
  /** Default: `free` when the price is free, else `on_sale`. */
  state?: 'sold_out' | 'few_left' | 'cancelled';
  blurb: [en: string, fr: string];
  /** Rescheduled to this festival day and time. */
  moved?: { day: number; time: string };
  noImage?: true;
  /** Exists in English only (no French translation). */
  englishOnly?: true;
}
