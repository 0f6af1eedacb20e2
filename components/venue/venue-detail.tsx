import { DetailHero } from '@/components/detail-hero';
import { EventList } from '@/components/event-list';
import { SaveForOffline } from '@/components/offline/save-for-offline';
import { RichText } from '@/components/rich-text';
import { NowPanel } from '@/components/schedule/now-panel';
import type { VenueProgramme } from '@/features/venues/venue-programme';
import { getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading } from '@/i18n/format';
import { dayFilterPath } from '@/i18n/links';
import type { Locale } from '@/i18n/locales';
import { formatCount } from '@/i18n/plural';
import { sectionPath } from '@/i18n/routes';
import type { VenuePage } from '@/queries/types';
import { VenueFeedLinks } from './venue-feed-links';
import { VenueVisit } from './venue-visit';

/**
 * A venue's page: its name and image, how to get there (address and directions, accessibility,
 * transit: first on phones, beside the editors' text from `lg`), then its programme by festival
 * day with each event's time, status and star, and "on now / up next here" while the festival
 * runs (the island reads only this page's events: this venue's).
 */
export function VenueDetail({ venue, programme, locale }: { venue: VenuePage; programme: VenueProgramme; locale: Locale }) {
  const dictionary = getDictionary(locale);
  const t = dictionary.venues;
  const venueDays = new Set(programme.days.map((group) => group.day));
  // "Jump to now": tonight at this venue, or tonight's calendar when nothing is on here.
  const dayHref = (day: string) => (venueDays.has(day) ? `#venue-day-${day}` : dayFilterPath(locale, 'calendar', day));
  return (
    <article className="flex flex-col gap-8">
      <div className="flex flex-col gap-6">
        <DetailHero title={venue.title} image={venue.image} sizes="(min-width: 72rem) 1088px, 100vw">
          <p>
            <a href={sectionPath(locale, 'venues')} className="link">
              {t.allVenues}
            </a>
          </p>
        </DetailHero>
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr] lg:gap-x-8">
          <VenueVisit venue={venue} locale={locale} className="lg:col-start-2 lg:row-start-1" />
          <RichText html={venue.content} className="max-w-prose lg:col-start-1 lg:row-start-1" />
        </div>
      </div>
      <section aria-labelledby="venue-programme" className="flex flex-col gap-6" data-venue-programme>
        <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h2 id="venue-programme" className="section-title">
            {t.programme}
          </h2>
          <p className="meta">{formatCount(locale, t.eventsCount, programme.count)}</p>
        </header>
        <NowPanel days={programme.festivalDays} dayHref={dayHref} locale={locale} labels={{ region: t.nowRegion }} />
        {programme.days.length === 0 && <p>{t.empty}</p>}
        {programme.days.map(({ day, events }, index) => (
          <section key={day} aria-labelledby={`venue-day-${day}`} data-venue-day={day}>
            <h2 id={`venue-day-${day}`} className="w-fit scroll-mt-4 bg-sun px-3 py-1 font-display text-display-3 uppercase">
              {formatDayHeading(day, locale)}
            </h2>
            <EventList events={events} locale={locale} preloadFirst={index === 0 && !venue.image} rowsOnPhones underDayHeading schedule={programme.schedule} />
          </section>
        ))}
      </section>
      {programme.count > 0 && <VenueFeedLinks slug={venue.slug} locale={locale} />}
      <SaveForOffline locale={locale} strings={dictionary.offline} idPrefix="venue-offline" className="rounded-card border-2 border-ink bg-surface p-4" />
    </article>
  );
}
