import { type Locale, otherLocale } from '@/i18n/locales';
import type { LocalizedRoute } from '@/i18n/localized-route';
import { sectionPath } from '@/i18n/routes';
import { calendarFilterParams, flagOnValue, flagsSegments, unsetFilterSegment } from '@/i18n/list-filters.mjs';
import type { Category, Event } from '@/queries/types';

/**
 * The calendar's filters that combine: a category, a venue, "free" and "hide sold out and
 * cancelled", with the festival day in the path. In the URL (`?category=music&venue=club-lumen&free=1&available=1`,
 * French `?categorie=musique&lieu=club-lumen-fr&gratuit=1&disponible=1`) and rewritten to one
 * pre-renderable path per combination (i18n/list-filters.mjs).
 */
export interface CalendarFilters {
  category: string | null;
  venue: string | null;
  free: boolean;
  available: boolean;
}

export const noFilters: CalendarFilters = { category: null, venue: null, free: false, available: false };

/** A venue the filter offers: one that events of the language point to. */
export interface VenueOption {
  slug: string;
  title: string;
  translationSlug: string | null;
}

/** Ticket states of an event that a visitor can no longer go to as announced. */
const unavailableStates: readonly string[] = ['sold_out', 'cancelled', 'postponed'];

/** Free: what its ticket button says (ACF `buttonState` `free`), as the card's "Free" badge. */
export function isFree(event: Event): boolean {
  return event.buttonState === 'free';
}

/** Not sold out, cancelled or postponed. */
export function isAvailable(event: Event): boolean {
  return !unavailableStates.includes(event.buttonState ?? '');
}

export function matchesFilters(event: Event, filters: CalendarFilters): boolean {
  if (filters.category && !event.categories.some((category) => category.slug === filters.category)) return false;
  if (filters.venue && event.venue?.slug !== filters.venue) return false;
  if (filters.free && !isFree(event)) return false;
  if (filters.available && !isAvailable(event)) return false;
  return true;
}

export function isFiltered(filters: CalendarFilters): boolean {
  return filters.category !== null || filters.venue !== null || filters.free || filters.available;
}

/** The venues the events point to, by name in the language's order. */
export function venuesOf(events: readonly Event[], locale: Locale): VenueOption[] {
  const bySlug = new Map<string, VenueOption>();
  for (const { venue } of events) {
    if (venue?.slug && !bySlug.has(venue.slug)) bySlug.set(venue.slug, { slug: venue.slug, title: venue.title, translationSlug: venue.translationSlug ?? null });
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...bySlug.values()].sort((a, b) => collator.compare(a.title, b.title));
}

/**
 * The public URL of the calendar (or of one of its days) with these filters, parameters always
 * in the same order. The fragment, when given, lands on the results.
 */
export function calendarFilterHref(locale: Locale, day: string | null, filters: CalendarFilters, fragment?: string): string {
  const query = new URLSearchParams();
  if (filters.category) query.set(calendarFilterParams.category[locale], filters.category);
  if (filters.venue) query.set(calendarFilterParams.venue[locale], filters.venue);
  if (filters.free) query.set(calendarFilterParams.free[locale], flagOnValue);
  if (filters.available) query.set(calendarFilterParams.available[locale], flagOnValue);
  const search = query.toString();
  return `${sectionPath(locale, 'calendar', day ?? undefined)}${search ? `?${search}` : ''}${fragment ? `#${fragment}` : ''}`;
}

/** The internal route's segments (`/calendar/filter/{category}/{venue}/{flags}`) of these filters. */
export function filterSegments(filters: CalendarFilters): { category: string; venue: string; flags: string } {
  const flags = filters.free && filters.available ? flagsSegments.both : filters.free ? flagsSegments.free : filters.available ? flagsSegments.available : flagsSegments.none;
  return { category: filters.category ?? unsetFilterSegment, venue: filters.venue ?? unsetFilterSegment, flags };
}

/** The filters an internal route's segments name; null when a segment is none of the known shapes. */
export function filtersFromSegments(segments: { category?: string; venue?: string; flags?: string }): CalendarFilters | null {
  const flagsEntry = Object.entries(flagsSegments).find(([, segment]) => segment === (segments.flags ?? unsetFilterSegment));
  if (!flagsEntry) return null;
  const flags = flagsEntry[0];
  const value = (segment: string | undefined) => (segment === undefined || segment === unsetFilterSegment ? null : segment);
  return {
    category: value(segments.category),
    venue: value(segments.venue),
    free: flags === 'free' || flags === 'both',
    available: flags === 'available' || flags === 'both',
  };
}

/** The same filters in the other language; null when the category or venue has no translation there. */
export function translateFilters(filters: CalendarFilters, category: Category | null, venue: VenueOption | null): CalendarFilters | null {
  const otherCategory = category ? (category.translationSlug ?? null) : null;
  const otherVenue = venue ? venue.translationSlug : null;
  if ((category && !otherCategory) || (venue && !otherVenue)) return null;
  return { ...filters, category: otherCategory, venue: otherVenue };
}

/**
 * Where the calendar with these filters lives in both languages. `alternate`: the filters in the
 * other language, null when that page does not exist (an untranslated category or venue, a day
 * without events there): the language switch then leads to the other language's calendar.
 */
export function calendarFilterRoute(locale: Locale, day: string | null, filters: CalendarFilters, alternate: CalendarFilters | null): LocalizedRoute {
  const other = otherLocale(locale);
  const alternatePath = alternate ? calendarFilterHref(other, day, alternate) : null;
  return { locale, path: calendarFilterHref(locale, day, filters), alternatePath, languageSwitchHref: alternatePath ?? sectionPath(other, 'calendar') };
}
