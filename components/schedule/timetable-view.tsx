import { getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading, formatShortDay } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { scheduleEvents } from '@/features/schedule/scheduled-event';
import { buildTimetable } from '@/features/schedule/timetable';
import type { Event } from '@/queries/types';
import { SaveForOffline } from '@/components/offline/save-for-offline';
import { VenueListLink } from '@/components/venue/venue-list-link';
import { NowPanel } from './now-panel';
import { TonightEntry } from './tonight-entry';
import { TimetableGrid } from './timetable-grid';
import { TimetableList } from './timetable-list';

/** The anchor of a day's timetable on the festival schedule page. */
export function timetableDayAnchor(day: string): string {
  return `timetable-${day}`;
}

/**
 * The schedule generated from the events, under the festival schedule page's text: per festival
 * day, a venues × time table on wide screens and a by-time list on phones (both in the HTML, one
 * shown by CSS: no script, no layout shift). Static HTML; only "on now" and the stars are islands.
 */
export function TimetableView({ events, locale, pagePath }: { events: Event[]; locale: Locale; pagePath: string }) {
  const dictionary = getDictionary(locale);
  const t = dictionary.schedule.timetable;
  const scheduled = scheduleEvents(events);
  const days = [...new Set(scheduled.map((entry) => entry.day))];
  return (
    <section aria-labelledby="timetable-heading" className="flex flex-col gap-6" data-timetable>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="timetable-heading" className="section-title">
          {t.title}
        </h2>
        <VenueListLink locale={locale} />
      </div>
      {days.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <TonightEntry days={days} dayHref={(day) => `${pagePath}#${timetableDayAnchor(day)}`} locale={locale} />
          <nav aria-label={t.daysNav}>
            <ul className="flex flex-wrap gap-2">
              {days.map((day) => (
                <li key={day}>
                  <a href={`#${timetableDayAnchor(day)}`} className="day-tab">
                    <time dateTime={day}>{formatShortDay(day, locale)}</time>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <NowPanel days={days} dayHref={(day) => `${pagePath}#${timetableDayAnchor(day)}`} locale={locale} />
          <p className="text-sm text-muted">{t.lengthNote}</p>
          {days.map((day) => (
            <section key={day} id={timetableDayAnchor(day)} aria-labelledby={`${timetableDayAnchor(day)}-heading`} className="flex scroll-mt-4 flex-col gap-4">
              <h3 id={`${timetableDayAnchor(day)}-heading`} className="day-heading">
                {formatDayHeading(day, locale)}
              </h3>
              <div className="hidden lg:block">
                <TimetableGrid grid={buildTimetable(day, scheduled)} locale={locale} />
              </div>
              <div className="lg:hidden">
                <TimetableList day={day} events={scheduled.filter((entry) => entry.day === day)} locale={locale} />
              </div>
            </section>
          ))}
          <SaveForOffline locale={locale} strings={dictionary.offline} idPrefix="timetable-offline" className="rounded-card border-2 border-ink bg-surface p-4" />
        </>
      )}
    </section>
  );
}
