import type { CategoryKey } from './categories';

/** Which link fields an artist fills (a varied subset, from all to none). */
export type LinkProfile = 'all' | 'none' | 'band' | 'social' | 'web' | 'sound' | 'video';

export interface ArtistDef {
  /** The English slug. */
  key: string;
  name: string;
  /** `artistHometown` per language. */
  home: [en: string, fr: string];
  /** City alone, for sentences (`from Halifax` / `d’Halifax`). */
  city: [en: string, fr: string];
  /** Noun phrase with its article: `a dream-pop singer-songwriter` / `une autrice-compositrice-interprète dream pop`. */
  what: [en: string, fr: string];
  cats: CategoryKey[];
  /** One or two sentences that make the artist distinct. */
  hook: [en: string, fr: string];
  /** A sentence about their latest work. */
  work: [en: string, fr: string];
  links: LinkProfile;
  /** Optional pull quote. */
  quote?: [en: string, fr: string];
}
