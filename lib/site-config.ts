import type { Locale } from '@/i18n/locales';

/**
 * Facts about the festival that are not content: they change once a year at most, so they live
 * here, in one place, rather than in every component.
 */
export const siteConfig = {
  /** The default site title: the festival's name, whose two forms differ by an accent on the e. */
  festivalName: { en: 'POP Montreal', fr: 'POP Montréal' } satisfies Record<Locale, string>,
  /**
   * Slug of the festival's own category (taxonomy term and pop category) in each language. It
   * picks the about root and the label of the category sub-menus. Polylang gives each language
   * its own slug, so both are configured.
   */
  festivalCategorySlug: {
    en: process.env.FESTIVAL_CATEGORY_SLUG_EN ?? 'pop-montreal',
    fr: process.env.FESTIVAL_CATEGORY_SLUG_FR ?? 'pop-montreal-fr',
  } satisfies Record<Locale, string>,
  /** Every festival date and time is wall-clock time in this zone. */
  timeZone: 'America/Montreal',
  /** Absolute origin of the public site, for canonical URLs, hreflang, Open Graph and the sitemap. */
  baseUrl: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
} as const;
