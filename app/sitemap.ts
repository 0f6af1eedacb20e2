import type { MetadataRoute } from 'next';
import { type ContentType, type ContentTypeEntry, contentTypeRegistry, contentTypes, type TranslatedItem } from '@/i18n/content-types';
import { type Locale, locales, otherLocale } from '@/i18n/locales';
import { dayFilteredListRoute, homeRoute, itemRoute, type LocalizedRoute, sectionRoute } from '@/i18n/localized-route';
import type { Section } from '@/i18n/routes';
import { getAllArtists } from '@/queries/artists';
import { getAllEvents } from '@/queries/events';
import { getAllNews } from '@/queries/news';
import { getAllPages } from '@/queries/pages';
import { getAllPopCategories } from '@/queries/pop-categories';
import { getAllVenues } from '@/queries/venues';
import { festivalDays } from '@/features/schedule/schedule-paths';
import { absoluteUrl } from '@/routes/metadata';

export const revalidate = 300;

/** Every published item of a type in a language: the same getters the item routes pre-render. */
const allItems: Record<ContentType, (locale: Locale) => Promise<TranslatedItem[]>> = {
  event: getAllEvents,
  artist: getAllArtists,
  news: getAllNews,
  page: getAllPages,
  about: getAllPopCategories,
  venue: getAllVenues,
};

const listSections = [...new Set(contentTypes.map((type): Section | null => contentTypeRegistry[type].listSection))].filter(
  (section): section is Section => section !== null,
);

function sitemapEntry({ locale, path, alternatePath }: LocalizedRoute): MetadataRoute.Sitemap[number] {
  const languages: Record<string, string> = { [locale]: absoluteUrl(path) };
  if (alternatePath) languages[otherLocale(locale)] = absoluteUrl(alternatePath);
  return { url: absoluteUrl(path), alternates: { languages } };
}

async function itemRoutes(type: ContentType, locale: Locale): Promise<LocalizedRoute[]> {
  const entry: ContentTypeEntry = contentTypeRegistry[type];
  const rootSlug = entry.rootSlug?.[locale];
  // The type's root item is its section page, listed with the lists.
  const items = (await allItems[type](locale)).filter((item) => item.slug !== rootSlug);
  return items.map((item) => itemRoute(type, locale, item));
}

/** The calendar's festival days (the day pages) and My schedule. */
async function scheduleRoutes(locale: Locale): Promise<LocalizedRoute[]> {
  const [days, otherDays] = await Promise.all([festivalDays(locale), festivalDays(otherLocale(locale))]);
  const dayRoutes = days.map((day) => dayFilteredListRoute(locale, 'calendar', day, null, otherDays.includes(day)));
  return [...dayRoutes, sectionRoute(locale, 'mySchedule')];
}

/** Every page of both languages with its language alternate, from the same localized routes as the pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      const [items, schedule] = await Promise.all([Promise.all(contentTypes.map((type) => itemRoutes(type, locale))), scheduleRoutes(locale)]);
      return [homeRoute(locale), ...listSections.map((section) => sectionRoute(locale, section)), ...schedule, ...items.flat()].map(sitemapEntry);
    }),
  );
  return perLocale.flat();
}
