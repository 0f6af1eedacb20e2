import { contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import { locales } from '@/i18n/locales';
import { venuesOf } from '@/features/filters/calendar-filters';
import { festivalDays } from '@/features/schedule/schedule-paths';
import { getAllEvents } from '@/queries/events';
import { getSiteShell } from '@/queries/shell';
import { getSlugIndex } from '@/queries/slug-index';
import type { RouteCatalogueBody } from '@/server/route-catalogue.mjs';

/**
 * What names a page, for the request gate (server/route-catalogue.mjs), which answers the 404 of
 * a URL naming nothing itself, from memory, instead of having Next.js render it: each item
 * section's published slugs, the categories of the filtered lists, the calendar's venues (those
 * its events point to) and the festival days, per
 * language. Read from the same cached answers the routes check (the slug indexes, the shell, the
 * events), so it costs no content request while they are fresh. Only the gate may ask (it
 * answers 404 to anyone else); never cached.
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    const perLocale = <T,>(read: (locale: (typeof locales)[number]) => Promise<T>) =>
      Promise.all(locales.map(async (locale) => [locale, await read(locale)] as const)).then((entries) => Object.fromEntries(entries) as Record<(typeof locales)[number], T>);
    const [items, categories, days, venues] = await Promise.all([
      Promise.all(
        contentTypes.map(async (type) => [contentTypeRegistry[type].itemSection, await perLocale(async (locale) => [...(await getSlugIndex(type, locale)).keys()])] as const),
      ).then((entries) => Object.fromEntries(entries)),
      perLocale(async (locale) => (await getSiteShell(locale)).categories.map((category) => category.slug)),
      perLocale(festivalDays),
      perLocale(async (locale) => venuesOf(await getAllEvents(locale), locale).map((venue) => venue.slug)),
    ]);
    const body: RouteCatalogueBody = { items, categories, days, venues };
    return Response.json(body, { headers: { 'cache-control': 'private, no-store' } });
  } catch (error) {
    console.error(`route catalogue: ${(error as Error).message}`);
    return Response.json({ error: 'the content is not available' }, { status: 503, headers: { 'cache-control': 'private, no-store' } });
  }
}
