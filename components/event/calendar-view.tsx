import { CategoryFilter } from '@/components/category-filter';
import { SaveForOffline } from '@/components/offline/save-for-offline';
import { EventList } from '@/components/event-list';
import { calendarResultsId, DayTabs } from '@/components/schedule/day-tabs';
import { CalendarFeedLinks } from '@/components/schedule/calendar-feed-links';
import { NowPanel } from '@/components/schedule/now-panel';
import { TonightEntry } from '@/components/schedule/tonight-entry';
import { getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading } from '@/i18n/format';
import { dayFilterPath } from '@/i18n/links';
import type { Locale } from '@/i18n/locales';
import { festivalDaysOf, groupByFestivalDay, scheduleEvents } from '@/features/schedule/scheduled-event';
import type { Category, Event } from '@/queries/types';

/**
 * The calendar: every event of a language, or those of one category and/or one festival day.
 * `allEvents` is the whole programme (day tabs, event lengths, the festival's dates for "on
 * now"); the list shows those matching `category` and `day`.
 */
export function CalendarView({
  allEvents,
  categories,
  activeCategory,
  day = null,
  locale,
  title,
}: {
  allEvents: Event[];
  categories: Category[];
  activeCategory: string | null;
  day?: string | null;
  locale: Locale;
  title: string;
}) {
  const t = getDictionary(locale);
  const inCategory = activeCategory ? allEvents.filter((event) => event.categories.some((c) => c.slug === activeCategory)) : allEvents;
  const festivalDays = festivalDaysOf(allEvents);
  const days = groupByFestivalDay(inCategory).filter((group) => day === null || group.day === day);
  const schedule = new Map(scheduleEvents(allEvents).map((scheduled) => [scheduled.event.id, scheduled]));
  const empty = day ? (activeCategory ? t.schedule.emptyDayCategory : t.schedule.emptyDay) : t.calendar.empty;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="page-title first-letter:uppercase">{title}</h1>
      <TonightEntry days={festivalDays} dayHref={(festivalDay) => `${dayFilterPath(locale, 'calendar', festivalDay, activeCategory)}#${calendarResultsId}`} locale={locale} />
      <DayTabs days={festivalDays} active={day} category={activeCategory} locale={locale} />
      <CategoryFilter
        categories={categories}
        active={activeCategory}
        locale={locale}
        list="calendar"
        day={day}
        label={t.calendar.filterLabel}
        allLabel={t.calendar.allCategories}
      />
      {/* Filter links land here (`#events`): the results in view, not the filters again. */}
      <div id={calendarResultsId} className="flex scroll-mt-4 flex-col gap-8">
        <NowPanel days={festivalDays} dayHref={(festivalDay) => dayFilterPath(locale, 'calendar', festivalDay, activeCategory)} locale={locale} />
        {days.length === 0 && <p>{empty}</p>}
        {days.map(({ day: festivalDay, events }, index) => (
          <section key={festivalDay} aria-labelledby={`day-${festivalDay}`}>
            <h2 id={`day-${festivalDay}`} className="w-fit bg-sun px-3 py-1 font-display text-display-3 uppercase">
              {formatDayHeading(festivalDay, locale)}
            </h2>
            <EventList events={events} locale={locale} preloadFirst={index === 0} rowsOnPhones underDayHeading schedule={schedule} />
          </section>
        ))}
      </div>
      <CalendarFeedLinks locale={locale} categorySlug={activeCategory} />
      <SaveForOffline locale={locale} strings={t.offline} idPrefix="calendar-offline" className="rounded-card border-2 border-ink bg-surface p-4" />
    </div>
  );
}
