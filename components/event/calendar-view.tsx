import { CalendarFilterBar } from '@/components/calendar-filter-bar';
import { SaveForOffline } from '@/components/offline/save-for-offline';
import { EventList } from '@/components/event-list';
import { calendarResultsId, DayTabs } from '@/components/schedule/day-tabs';
import { CalendarFeedLinks } from '@/components/schedule/calendar-feed-links';
import { NowPanel, nowPanelId } from '@/components/schedule/now-panel';
import { SkipLinks } from '@/components/schedule/skip-links';
import { VenueListLink } from '@/components/venue/venue-list-link';
import { TonightEntry } from '@/components/schedule/tonight-entry';
import { type CalendarFilters, calendarFilterHref, isFiltered, matchesFilters, type VenueOption } from '@/features/filters/calendar-filters';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading, formatWeekday } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { formatCount } from '@/i18n/plural';
import { festivalDaysOf, groupByFestivalDay, scheduleEvents } from '@/features/schedule/scheduled-event';
import type { Category, Event } from '@/queries/types';

/**
 * How many events a festival day's section of the calendar lists at most; the rest are on the
 * day's page, which the section's last line links to. The seed's busiest day (15 events) fits
 * whole; at CMS_SCALE=500 (about 60 events a day) the calendar stays under its 40 KB budget.
 */
export const calendarDaySectionCap = 15;

/**
 * The calendar: every event of a language, or those matching the filters, on one festival day
 * or all of them. `allEvents` is the whole programme (day tabs, event lengths, the festival's
 * dates for "on now"). Without a day, each day's section is capped (`calendarDaySectionCap`)
 * and ends with a link to that day's page, which lists the whole day.
 */
export function CalendarView({
  allEvents,
  categories,
  venues,
  filters,
  day = null,
  locale,
  title,
}: {
  allEvents: Event[];
  categories: Category[];
  venues: VenueOption[];
  filters: CalendarFilters;
  day?: string | null;
  locale: Locale;
  title: string;
}) {
  const t = getDictionary(locale);
  const festivalDays = festivalDaysOf(allEvents);
  const inScope = day === null ? allEvents : (groupByFestivalDay(allEvents).find((group) => group.day === day)?.events ?? []);
  const days = groupByFestivalDay(inScope.filter((event) => matchesFilters(event, filters)));
  const schedule = new Map(scheduleEvents(allEvents).map((scheduled) => [scheduled.event.id, scheduled]));
  const empty = isFiltered(filters) ? t.listFilters.empty : day ? t.schedule.emptyDay : t.calendar.empty;
  const dayHref = (festivalDay: string | null, fragment?: string) => calendarFilterHref(locale, festivalDay, filters, fragment);
  const skipLinks = [
    { href: `#${calendarResultsId}`, label: t.schedule.skip.events },
    ...days.map(({ day: festivalDay }) => ({ href: `#day-${festivalDay}`, label: formatMessage(t.schedule.skip.day, { day: formatDayHeading(festivalDay, locale) }) })),
  ];
  return (
    <div className="flex flex-col gap-8">
      <SkipLinks label={t.schedule.skip.nav} links={skipLinks} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="page-title first-letter:uppercase">{title}</h1>
        <VenueListLink locale={locale} />
      </div>
      <TonightEntry days={festivalDays} dayHref={(festivalDay) => dayHref(festivalDay, nowPanelId)} locale={locale} />
      <DayTabs days={festivalDays} active={day} hrefOf={(festivalDay) => dayHref(festivalDay, calendarResultsId)} locale={locale} />
      <CalendarFilterBar events={inScope} categories={categories} venues={venues} filters={filters} day={day} locale={locale} />
      {/* Filter links land here (`#events`): the results in view, not the filters again; "Tonight" on the "On now" box (`#now`) at their top. */}
      <div id={calendarResultsId} className="flex scroll-mt-4 flex-col gap-8">
        <NowPanel days={festivalDays} dayHref={(festivalDay) => dayHref(festivalDay, nowPanelId)} locale={locale} />
        {days.length === 0 && <p>{empty}</p>}
        {days.map(({ day: festivalDay, events }, index) => {
          const shown = day === null ? events.slice(0, calendarDaySectionCap) : events;
          return (
            <section key={festivalDay} aria-labelledby={`day-${festivalDay}`} data-day={festivalDay}>
              <h2 id={`day-${festivalDay}`} className="w-fit scroll-mt-4 bg-sun px-3 py-1 font-display text-display-3 uppercase">
                {formatDayHeading(festivalDay, locale)}
              </h2>
              <EventList events={shown} locale={locale} preloadFirst={index === 0} rowsOnPhones underDayHeading schedule={schedule} />
              {day === null && (
                <p className="mt-4">
                  <a href={dayHref(festivalDay, calendarResultsId)} className="btn-outline" data-day-link={festivalDay}>
                    {formatMessage(formatCount(locale, t.listFilters.allOfDay, events.length), { day: formatWeekday(festivalDay, locale) })}
                  </a>
                </p>
              )}
            </section>
          );
        })}
      </div>
      <CalendarFeedLinks locale={locale} categorySlug={filters.category} />
      <SaveForOffline locale={locale} strings={t.offline} idPrefix="calendar-offline" className="rounded-card border-2 border-ink bg-surface p-4" />
    </div>
  );
}
