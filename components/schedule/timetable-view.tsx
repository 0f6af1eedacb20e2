import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading, formatShortDay } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { festivalNightOf, nowAndNext } from '@/features/schedule/now-and-next';
import { scheduleEvents } from '@/features/schedule/scheduled-event';
import { buildTimetable, timetableOpening } from '@/features/schedule/timetable';
import { addMinutes, festivalClockNow } from '@/lib/festival-day';
import type { Event } from '@/queries/types';
import { SaveForOffline } from '@/components/offline/save-for-offline';
import { VenueListLink } from '@/components/venue/venue-list-link';
import { openTimetable, pageNowEntries } from './clock-scripts';
import { festivalWindow } from './festival-window';
import { InlineScript } from './inline-script';
import { NowPanel } from './now-panel';
import { SkipLinks } from './skip-links';
import { TonightEntry } from './tonight-entry';
import { TimetableGrid, timetableEventsId } from './timetable-grid';

/** The anchor of a day's timetable on the festival schedule page. */
export function timetableDayAnchor(day: string): string {
  return `timetable-${day}`;
}

/**
 * The schedule generated from the events, under the festival schedule page's text: per festival
 * day ONE table, a venues × time grid on wide screens and a list by start time below (CSS decides,
 * components/schedule/timetable-grid.tsx), in the page's own scroll. Static HTML; "on now",
 * "Tonight" and where the page opens (during the festival at the current time, else on the first
 * evening) are set by inline scripts as the page is parsed; only the stars wait for React.
 */
export function TimetableView({ events, locale, pagePath }: { events: Event[]; locale: Locale; pagePath: string }) {
  const dictionary = getDictionary(locale);
  const t = dictionary.schedule.timetable;
  const scheduled = scheduleEvents(events);
  const days = [...new Set(scheduled.map((entry) => entry.day))];
  const dayHref = (day: string) => `${pagePath}#${timetableDayAnchor(day)}`;
  const festival = festivalWindow(days, dayHref);
  const opening = timetableOpening(scheduled);
  // The timetable begins with its first day; then each of the others.
  const skipLinks = [
    { href: `#${timetableEventsId(timetableDayAnchor(days[0] ?? ''))}`, label: dictionary.schedule.skip.timetable },
    ...days.slice(1).map((day) => ({ href: `#${timetableEventsId(timetableDayAnchor(day))}`, label: formatMessage(dictionary.schedule.skip.day, { day: formatDayHeading(day, locale) }) })),
  ];
  return (
    <section aria-labelledby="timetable-heading" className="flex flex-col gap-6" data-timetable>
      {days.length > 0 && <SkipLinks label={dictionary.schedule.skip.nav} links={skipLinks} />}
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
          <TonightEntry days={days} dayHref={dayHref} locale={locale} />
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
          <NowPanel days={days} dayHref={dayHref} locale={locale} />
          <p className="text-sm text-muted">{t.lengthNote}</p>
          {days.map((day) => (
            <section key={day} id={timetableDayAnchor(day)} aria-labelledby={`${timetableDayAnchor(day)}-heading`} className="flex scroll-mt-4 flex-col gap-4">
              <h3 id={`${timetableDayAnchor(day)}-heading`} className="day-heading">
                {formatDayHeading(day, locale)}
              </h3>
              <TimetableGrid grid={buildTimetable(day, scheduled)} locale={locale} dayAnchor={timetableDayAnchor(day)} />
            </section>
          ))}
          {festival && opening && (
            <InlineScript run={openTimetable} args={[festival.clock, opening, festivalClockNow, festivalNightOf, nowAndNext, pageNowEntries, addMinutes]} />
          )}
          <SaveForOffline locale={locale} strings={dictionary.offline} idPrefix="timetable-offline" className="rounded-card border-2 border-ink bg-surface p-4" />
        </>
      )}
    </section>
  );
}
