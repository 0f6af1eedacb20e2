import type { Locale } from '@/i18n/locales';
import { getAllItems, getItemBySlug } from './content';
import type { PopCategory } from './types';

/** The festival's sections (about sub-pages), in title order. */
export function getAllPopCategories(locale: Locale): Promise<PopCategory[]> {
  return getAllItems('about', locale);
}

export function getPopCategoryBySlug(locale: Locale, slug: string): Promise<PopCategory | null> {
  return getItemBySlug('about', locale, slug);
}
