import { type ContentType, contentTypeRegistry, type FilteredList, itemPath, type TranslatedItem, translationPath, englishSlugOf } from './content-types';
import { categoryFilterPath, dayFilterPath } from './links';
import { type Locale, otherLocale } from './locales';
import { type DayFilteredList, homePath, type Section, sectionPath } from './routes';

/**
 * Where one page lives in both languages, computed once per page and read by its metadata
 * (canonical, hreflang), the shell's language switch and the sitemap.
 */
export interface LocalizedRoute {
  locale: Locale;
  /** This page's public path. */
  path: string;
  /** The same page in the other language; null when it has none (no hreflang alternate). */
  alternatePath: string | null;
  /**
   * Where the language switch leads: the alternate, or, without one, the closest page that
   * exists in the other language (the item's list, else the home page). Never a 404.
   */
  languageSwitchHref: string;
}

export function homeRoute(locale: Locale): LocalizedRoute {
  const alternatePath = homePath(otherLocale(locale));
  return { locale, path: homePath(locale), alternatePath, languageSwitchHref: alternatePath };
}

/** A list or fixed page: the route table gives it in both languages. */
export function sectionRoute(locale: Locale, section: Section): LocalizedRoute {
  const alternatePath = sectionPath(otherLocale(locale), section);
  return { locale, path: sectionPath(locale, section), alternatePath, languageSwitchHref: alternatePath };
}

/** An item's page; its translation's slug comes from the content. */
export function itemRoute(type: ContentType, locale: Locale, item: TranslatedItem): LocalizedRoute {
  const other = otherLocale(locale);
  const alternatePath = translationPath(type, locale, item);
  const list = contentTypeRegistry[type].listSection;
  return {
    locale,
    path: itemPath(type, locale, { slug: item.slug, englishSlug: englishSlugOf(locale, item) }),
    alternatePath,
    languageSwitchHref: alternatePath ?? (list ? sectionPath(other, list) : homePath(other)),
  };
}

/** A list filtered by a category; the category's translation gives the other language's filter. */
export function filteredListRoute(locale: Locale, list: FilteredList, category: TranslatedItem): LocalizedRoute {
  const other = otherLocale(locale);
  const alternatePath = category.translationSlug ? categoryFilterPath(other, list, category.translationSlug) : null;
  return {
    locale,
    path: categoryFilterPath(locale, list, category.slug),
    alternatePath,
    languageSwitchHref: alternatePath ?? sectionPath(other, list),
  };
}

/**
 * One festival day of a list, with or without a category. `alternateExists`: the other language
 * has events that day (and, with a category, the category has a translation); otherwise the
 * language switch goes to the other language's whole list.
 */
export function dayFilteredListRoute(
  locale: Locale,
  list: DayFilteredList,
  day: string,
  category: TranslatedItem | null,
  alternateExists: boolean,
): LocalizedRoute {
  const other = otherLocale(locale);
  const otherCategory = category ? category.translationSlug : null;
  const alternatePath = alternateExists && (!category || otherCategory) ? dayFilterPath(other, list, day, otherCategory) : null;
  return {
    locale,
    path: dayFilterPath(locale, list, day, category?.slug),
    alternatePath,
    languageSwitchHref: alternatePath ?? sectionPath(other, list),
  };
}
