import { calendarFeedPath, webcalUrl } from '@/features/calendar/event-calendars';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';

/** The calendar's feed (the whole programme, or the category shown) to subscribe to or download. */
export function CalendarFeedLinks({ locale, categorySlug }: { locale: Locale; categorySlug: string | null }) {
  const t = getDictionary(locale).calendarFeeds;
  const path = calendarFeedPath(locale, categorySlug);
  const link = 'btn-outline';
  return (
    <section aria-labelledby="calendar-feeds" className="flex flex-col gap-3">
      <h2 id="calendar-feeds" className="section-title">
        {t.title}
      </h2>
      <p className="flex flex-wrap gap-3">
        <a href={webcalUrl(path)} className={link} data-calendar-feed="subscribe">
          {t.subscribe}
        </a>
        <a href={path} download className={link} data-calendar-feed="download">
          {t.download}
        </a>
      </p>
      <p className="meta">{t.hint}</p>
    </section>
  );
}
