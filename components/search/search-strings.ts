import type { Dictionary } from '@/i18n/dictionaries/en';

/**
 * The strings the search island receives from the server: one language only, the festival's
 * name already in the title, plus the card labels shared with event cards.
 */
export type SearchStrings = Dictionary['search'] & {
  newDate: string;
  categories: string;
  newTab: string;
  /** Shown when a search gets no answer (offline). */
  needsConnection: string;
  /** Shown when the site refuses a search for coming too fast (429); `{seconds}` is filled. */
  rateLimited: string;
};
