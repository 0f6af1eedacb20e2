import { webcalUrl } from '@/features/calendar/event-calendars';
import { itemPath } from '@/i18n/content-types';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';

/** The venue's calendar feed (its events, kept up to date) to subscribe to or download. */
export function VenueFeedLinks({ slug, locale }: { slug: string; locale: Locale }) {
  const t = getDictionary(locale);
  const path = `${itemPath('venue', locale, { slug })}/ics`;
  return (
    <section aria-labelledby="venue-feeds" className="flex flex-col gap-3">
      <h2 id="venue-feeds" className="section-title">
        {t.calendarFeeds.title}
      </h2>
      <p className="flex flex-wrap gap-3">
        <a href={webcalUrl(path)} className="btn-outline" data-calendar-feed="subscribe">
          {t.venues.subscribe}
        </a>
        <a href={path} download className="btn-outline" data-calendar-feed="download">
          {t.calendarFeeds.download}
        </a>
      </p>
      <p className="meta">{t.calendarFeeds.hint}</p>
    </section>
  );
}
