import type { Locale } from '@/i18n/locales';
import { getAllItems, getItemBySlug } from './content';
import type { NewsPost } from './types';

/** Every published news post of a language, newest first. */
export function getAllNews(locale: Locale): Promise<NewsPost[]> {
  return getAllItems('news', locale);
}

export function getNewsBySlug(locale: Locale, slug: string): Promise<NewsPost | null> {
  return getItemBySlug('news', locale, slug);
}
