import type { Locale } from './locales';

/**
 * The festival's identity in each language: facts that are not content and change once a year
 * at most. Its name, whose two forms differ by an accent on the e, is the default site title.
 */
export const festivalName = { en: 'POP Montreal', fr: 'POP Montréal' } as const satisfies Record<Locale, string>;

/**
 * Slug of the festival's own category (taxonomy term and pop category) in each language. Its
 * about page is the about root (`/about`, not `/about/pop-montreal`), and it labels the category
 * sub-menus. Polylang gives each language its own slug, so both are configured.
 */
export const festivalCategorySlug = {
  en: process.env.FESTIVAL_CATEGORY_SLUG_EN ?? 'pop-montreal',
  fr: process.env.FESTIVAL_CATEGORY_SLUG_FR ?? 'pop-montreal-fr',
} as const satisfies Record<Locale, string>;
