import type { Locale } from '@/i18n/locales';
import { otherLocale, toLanguageCode } from '@/i18n/locales';
import { wallClockNow } from '@/lib/festival-day';
import { siteConfig } from '@/lib/site-config';
import { toEvent } from './adapter';
import { fetchItemBySlug } from './by-slug';
import { categoryFields, document, eventCardFields, eventDetailFields, mediaFields, otherLanguageVersionFields } from './fragments';
import { fetchAllNodesInParallel } from './parallel-list';
import type { RawConnection, RawEvent } from './raw-types';
import { getSlugIndex } from './slug-index';
import { contentTag } from './tags';
import type { Event } from './types';

export const allEventsQuery = document(
  /* GraphQL */ `
    query AllEvents(
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $first: Int!
      $after: String
      # Parts of the list asked in parallel (./parallel-list.ts); null: the whole list.
      $in: [ID]
      $notIn: [ID]
    ) {
      events(first: $first, after: $after, where: { language: $language, in: $in, notIn: $notIn }) {
        pageInfo { endCursor hasNextPage }
        nodes {
          ...EventCardFields
          # The bill, in the editor's order (headliner first): the home page's lineup.
          eventDetails {
            eventArtists(first: 20) { nodes { __typename id ... on Artist { slug title } } }
            ticketUrl
          }
          # Calendar feeds and schedule.xml: a plain-text description, and when each language
          # last changed (an iCalendar SEQUENCE that grows with every edit of either language).
          excerpt
          modified
          ...OtherLanguageVersion
        }
      }
    }
  `,
  otherLanguageVersionFields,
  eventCardFields,
  categoryFields,
  mediaFields,
);

export const eventBySlugQuery = document(
  /* GraphQL */ `
    query EventBySlug(
      $slug: String!
      $language: LanguageCodeFilterEnum!
      $otherLanguage: LanguageCodeEnum!
      $stati: [PostStatusEnum] = [PUBLISH]
    ) {
      events(first: 1, where: { name: $slug, language: $language, stati: $stati }) {
        nodes {
          ...EventDetailFields
          ...OtherLanguageVersion
        }
      }
    }
  `,
  otherLanguageVersionFields,
  eventDetailFields,
  categoryFields,
  mediaFields,
);

/** When an event takes place: its new date when it was rescheduled, else its show time. */
export function eventStartsAt(event: Event): string | null {
  return event.newDate ?? event.showAt;
}

export function compareByStart(a: Event, b: Event): number {
  return (eventStartsAt(a) ?? '9999').localeCompare(eventStartsAt(b) ?? '9999') || a.title.localeCompare(b.title);
}

/** Every published event of a language, in date order. Shared by the home page and the calendar. */
export async function getAllEvents(locale: Locale): Promise<Event[]> {
  // Asked in parallel parts by id (a real WordPress takes 1.6 s for the whole list at once).
  const ids = process.env.CONTENT_LIST_PARTS === '0' ? [] : [...(await getSlugIndex('event', locale)).values()];
  const nodes = await fetchAllNodesInParallel<{ events: RawConnection<RawEvent> }, RawEvent>(
    allEventsQuery,
    { language: toLanguageCode(locale), otherLanguage: toLanguageCode(otherLocale(locale)) },
    (data) => data.events,
    { tags: [contentTag('event', locale)] },
    ids,
  );
  return nodes.map(toEvent).sort(compareByStart);
}

export function getEventBySlug(locale: Locale, slug: string): Promise<Event | null> {
  return fetchItemBySlug(eventBySlugQuery, (data) => data.events, toEvent, { type: 'event', locale, slug });
}

/** Wall-clock "now" in the festival's time zone, in the adapter's `YYYY-MM-DDTHH:mm:ss` form. */
export function festivalNow(now: Date = new Date()): string {
  return wallClockNow(siteConfig.timeZone, now);
}

/** The next events from now, soonest first. */
export async function getUpcomingEvents(locale: Locale, limit: number, now = new Date()): Promise<Event[]> {
  const from = festivalNow(now);
  const events = await getAllEvents(locale);
  return events.filter((event) => (eventStartsAt(event) ?? '') >= from).slice(0, limit);
}
