/**
 * Facts about the site that are not content and not language: they change once a year at most,
 * so they live here rather than in every component. The festival's name and own category, which
 * differ by language, are in `i18n/festival.ts`.
 */
export const siteConfig = {
  /** Every festival date and time is wall-clock time in this zone. */
  timeZone: 'America/Montreal',
  /** Absolute origin of the public site, for canonical URLs, hreflang, Open Graph and the sitemap. */
  baseUrl: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
} as const;
