import type { MetadataRoute } from 'next';
import { type ContentType, type ContentTypeEntry, contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import { type Locale, locales, otherLocale } from '@/i18n/locales';
import { dayFilteredListRoute, homeRoute, itemRoute, type LocalizedRoute, sectionRoute } from '@/i18n/localized-route';
import type { Section } from '@/i18n/routes';
import { getAllItems } from '@/queries/content';
import { festivalDays } from '@/features/schedule/schedule-paths';
import { absoluteUrl, languageAlternates } from '@/routes/metadata';

export const revalidate = 300;

const listSections = [...new Set(contentTypes.map((type): Section | null => contentTypeRegistry[type].listSection))].filter(
  (section): section is Section => section !== null,
);

function sitemapEntry(route: LocalizedRoute): MetadataRoute.Sitemap[number] {
  return { url: absoluteUrl(route.path), alternates: { languages: languageAlternates(route) } };
}

async function itemRoutes(type: ContentType, locale: Locale): Promise<LocalizedRoute[]> {
  const entry: ContentTypeEntry = contentTypeRegistry[type];
  const rootSlug = entry.rootSlug?.[locale];
  // The type's root item is its section page, listed with the lists.
  const items = (await getAllItems(type, locale)).filter((item) => item.slug !== rootSlug);
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
