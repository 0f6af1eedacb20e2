import type { Locale } from '@/i18n/locales';
import { getAllItems, getItemBySlug } from './content';
import type { Artist } from './types';

/** Every published artist of a language, alphabetical in that language's collation. */
export function getAllArtists(locale: Locale): Promise<Artist[]> {
  return getAllItems('artist', locale);
}

export function getArtistBySlug(locale: Locale, slug: string): Promise<Artist | null> {
  return getItemBySlug('artist', locale, slug);
}
