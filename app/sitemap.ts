import type { MetadataRoute } from 'next';
import { aboutPath, artistPath, eventPath, newsPath, pagePath } from '@/i18n/links';
import { type Locale, locales, otherLocale } from '@/i18n/locales';
import { homePath, type Section, sectionPath } from '@/i18n/routes';
import { absoluteUrl } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';
import { getAllArtists } from '@/queries/artists';
import { getAllEvents } from '@/queries/events';
import { getAllNews } from '@/queries/news';
import { getAllPages } from '@/queries/pages';
import { getAllPopCategories } from '@/queries/pop-categories';

export const revalidate = 300;

type Entry = MetadataRoute.Sitemap[number];

function entry(locale: Locale, path: string, alternatePath: string | null): Entry {
  const url = absoluteUrl(path);
  const languages: Record<string, string> = { [locale]: url };
  if (alternatePath) languages[otherLocale(locale)] = absoluteUrl(alternatePath);
  return { url, alternates: { languages } };
}

const listSections: Section[] = ['calendar', 'artists', 'news', 'about'];

/** Every page of both languages with its language alternate, built from the same route table as the links. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      const other = otherLocale(locale);
      const [events, artists, news, pages, popCategories] = await Promise.all([
        getAllEvents(locale),
        getAllArtists(locale),
        getAllNews(locale),
        getAllPages(locale),
        getAllPopCategories(locale),
      ]);
      const festivalSlug = siteConfig.festivalCategorySlug[locale];
      return [
        entry(locale, homePath(locale), homePath(other)),
        ...listSections.map((section) => entry(locale, sectionPath(locale, section), sectionPath(other, section))),
        ...events.map((e) => entry(locale, eventPath(locale, e.slug), e.translationSlug && eventPath(other, e.translationSlug))),
        ...artists.map((a) => entry(locale, artistPath(locale, a.slug), a.translationSlug && artistPath(other, a.translationSlug))),
        ...news.map((n) => entry(locale, newsPath(locale, n.slug), n.translationSlug && newsPath(other, n.translationSlug))),
        ...popCategories
          .filter((c) => c.slug !== festivalSlug)
          .map((c) => entry(locale, aboutPath(locale, c.slug), c.translationSlug && aboutPath(other, c.translationSlug))),
        ...pages.map((p) => {
          const english = locale === 'en' ? p.slug : p.translationSlug;
          return entry(locale, pagePath(locale, p.slug, english), p.translationSlug && pagePath(other, p.translationSlug, english));
        }),
      ];
    }),
  );
  return perLocale.flat();
}
