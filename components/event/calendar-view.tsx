import { CategoryFilter } from '@/components/category-filter';
import { EventList } from '@/components/event-list';
import { getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { eventStartsAt } from '@/queries/events';
import type { Category, Event } from '@/queries/types';

/** Shows that start before this hour belong to the previous festival day (late-night sets). */
const festivalDayStartsAtHour = 6;

export function festivalDay(localDateTime: string): string {
  const [date = '', time = '00:00'] = localDateTime.split('T');
  if (Number(time.slice(0, 2)) >= festivalDayStartsAtHour) return date;
  const previous = new Date(`${date}T12:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return previous.toISOString().slice(0, 10);
}

export function groupByFestivalDay(events: Event[]): Array<{ day: string; events: Event[] }> {
  const groups = new Map<string, Event[]>();
  for (const event of events) {
    const startsAt = eventStartsAt(event);
    if (!startsAt) continue;
    const day = festivalDay(startsAt);
    groups.set(day, [...(groups.get(day) ?? []), event]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, events: list }));
}

export function CalendarView({
  events,
  categories,
  activeCategory,
  locale,
  title,
}: {
  events: Event[];
  categories: Category[];
  activeCategory: string | null;
  locale: Locale;
  title: string;
}) {
  const t = getDictionary(locale).calendar;
  const days = groupByFestivalDay(events);
  return (
    <div className="flex flex-col gap-8">
      <h1 className="page-title">{title}</h1>
      <CategoryFilter
        categories={categories}
        active={activeCategory}
        locale={locale}
        list="calendar"
        label={t.filterLabel}
        allLabel={t.allCategories}
      />
      {days.length === 0 && <p>{t.empty}</p>}
      {days.map(({ day, events: dayEvents }, index) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="w-fit bg-sun px-3 py-1 font-display text-display-3 uppercase">
            {formatDayHeading(day, locale)}
          </h2>
          <EventList events={dayEvents} locale={locale} preloadFirst={index === 0} />
        </section>
      ))}
    </div>
  );
}
