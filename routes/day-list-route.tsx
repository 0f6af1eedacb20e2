import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CalendarView } from '@/components/event/calendar-view';
import { PageShell } from '@/components/shell/page-shell';
import {
  type CalendarFilters,
  calendarFilterRoute,
  filterSegments,
  filtersFromSegments,
  noFilters,
  translateFilters,
  venuesOf,
} from '@/features/filters/calendar-filters';
import { festivalDaysOf } from '@/features/schedule/scheduled-event';
import { type Dictionary, formatMessage, getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading } from '@/i18n/format';
import { isLocale, type Locale, otherLocale } from '@/i18n/locales';
import { isIsoDay } from '@/lib/festival-day';
import { getAllEvents } from '@/queries/events';
import { getSiteShell } from '@/queries/shell';
import { pageMetadata } from './metadata';
import { localeParam } from './params';

type Params = Promise<{ locale: string; day?: string; category?: string; venue?: string; flags?: string }>;

/**
 * Which filters a calendar route file takes from its path: none (`/calendar`, `/calendar/{day}`),
 * the category alone (`/calendar/category/{slug}[/{day}]`, the spec's `?category=`), or any
 * combination (`/calendar/filter/{category}/{venue}/{flags}[/{day}]`); the public URLs' query
 * parameters are rewritten to these paths (i18n/rewrites.mjs, i18n/list-filters.mjs).
 */
export type CalendarFilterShape = 'none' | 'category' | 'combined';

/**
 * What is pre-rendered at build: the calendar and each festival day, alone and with ONE filter
 * (each category, each venue, "free", "hide sold out and cancelled"): every page a chip or the
 * form leads to from an unfiltered page. Two filters or more render on their first request and
 * are then cached like the others; the request gate answers any value it does not know with a
 * 404, so the set of pages that can be cached stays the finite set of combinations.
 */
async function singleFilterParams(locale: Locale, shape: CalendarFilterShape): Promise<Array<Record<string, string>>> {
  if (shape === 'none') return [{}];
  if (shape === 'category') return (await getSiteShell(locale)).categories.map((category) => ({ category: category.slug }));
  const single: CalendarFilters[] = [
    ...venuesOf(await getAllEvents(locale), locale).map((venue) => ({ ...noFilters, venue: venue.slug })),
    { ...noFilters, free: true },
    { ...noFilters, available: true },
  ];
  return single.map(filterSegments);
}

function titleOf(t: Dictionary, day: string | null, labels: string[], locale: Locale): string {
  const filtersText = labels.join(', ');
  if (day === null) return labels.length ? formatMessage(t.calendar.filteredTitle, { category: filtersText }) : t.calendar.title;
  const dayHeading = formatDayHeading(day, locale);
  return labels.length ? formatMessage(t.schedule.dayCategoryTitle, { category: filtersText, day: dayHeading }) : formatMessage(t.schedule.dayTitle, { day: dayHeading });
}

/**
 * The calendar, whole or narrowed to one festival day (`withDay`), with the filters `shape`
 * takes from the path. Only known values render: an unknown category, venue, flag or day is a
 * 404 (the request gate answers most of them before Next.js, from its route catalogue).
 */
export function calendarPageRoute({ shape, withDay }: { shape: CalendarFilterShape; withDay: boolean }) {
  async function generateStaticParams({ params }: { params: { locale: string } }): Promise<Array<Record<string, string>>> {
    if (!isLocale(params.locale)) return [];
    const filters = await singleFilterParams(params.locale, shape);
    if (!withDay) return filters;
    const days = festivalDaysOf(await getAllEvents(params.locale));
    return filters.flatMap((filter) => days.map((day) => ({ ...filter, day })));
  }

  async function load(params: Params) {
    const locale = await localeParam(params);
    const { day: dayParam, category: categoryParam, venue: venueParam, flags: flagsParam } = await params;
    const day = withDay ? (dayParam ?? '') : null;
    if (day !== null && !isIsoDay(day)) notFound();
    const filters = shape === 'none' ? noFilters : shape === 'category' ? { ...noFilters, category: categoryParam ?? '' } : filtersFromSegments({ category: categoryParam, venue: venueParam, flags: flagsParam });
    if (!filters) notFound();
    const [allEvents, shell, otherEvents] = await Promise.all([getAllEvents(locale), getSiteShell(locale), getAllEvents(otherLocale(locale))]);
    if (day !== null && !festivalDaysOf(allEvents).includes(day)) notFound();
    const venues = venuesOf(allEvents, locale);
    const category = filters.category === null ? null : shell.categories.find((c) => c.slug === filters.category);
    const venue = filters.venue === null ? null : venues.find((v) => v.slug === filters.venue);
    if (category === undefined || venue === undefined) notFound();
    const t = getDictionary(locale);
    const labels = [category?.name, venue?.title, filters.free ? t.listFilters.freeTitle : null, filters.available ? t.listFilters.availableTitle : null].filter((label): label is string => !!label);
    const alternateExists = day === null || festivalDaysOf(otherEvents).includes(day);
    const alternate = alternateExists ? translateFilters(filters, category, venue) : null;
    const route = calendarFilterRoute(locale, day, filters, alternate);
    return { locale, day, filters, allEvents, categories: shell.categories, venues, title: titleOf(t, day, labels, locale), route };
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { route, title } = await load(params);
    return pageMetadata({ route, title });
  }

  async function Page({ params }: { params: Params }) {
    const { route, title, locale, day, filters, allEvents, categories, venues } = await load(params);
    return (
      <PageShell route={route}>
        <CalendarView allEvents={allEvents} categories={categories} venues={venues} filters={filters} day={day} locale={locale} title={title} />
      </PageShell>
    );
  }

  return { generateStaticParams, generateMetadata, Page };
}
