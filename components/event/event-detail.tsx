import type { ReactNode } from 'react';
import { CategoryIcons } from '@/components/category-icons';
import { HeroImage } from '@/components/detail-hero';
import { RichText } from '@/components/rich-text';
import { getDictionary } from '@/i18n/dictionaries';
import { formatDate, formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import { eventStartsAt } from '@/queries/events';
import type { Event } from '@/queries/types';
import { EventStar, EventStatus } from '@/components/schedule/event-status';
import { EventArtistList } from '@/components/listen/event-artist-list';
import { VenueLink } from '@/components/venue/venue-link';
import { postalAddressOf } from '@/features/venues/address';
import { TicketButton } from './ticket-button';

function DateTime({ value, locale }: { value: string; locale: Locale }) {
  return (
    <time dateTime={value}>
      {formatDate(value, locale)} · {formatTime(value, locale)}
    </time>
  );
}

export function EventDetail({ event, locale }: { event: Event; locale: Locale }) {
  const t = getDictionary(locale).event;
  const startsAt = eventStartsAt(event);
  return (
    // Facts first on phones: title, then the facts panel (status, when, where, price, tickets,
    // star), then the poster and the text. From `lg` the panel is a sidebar beside them; its
    // extra height goes to the last row (the text), so the poster stays under the title.
    <article className="grid gap-6 lg:grid-cols-[2fr_1fr] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8">
      <header className="flex flex-col gap-3 lg:col-start-1">
        <h1 className="page-title">{event.title}</h1>
        <CategoryIcons categories={event.categories} locale={locale} list="calendar" label={t.categories} />
      </header>
      <aside
        aria-labelledby="event-details-heading"
        data-event-facts
        className="flex flex-col gap-3 self-start rounded-card border-2 border-ink bg-surface p-4 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:gap-4 lg:p-5"
      >
        <h2 id="event-details-heading" className="font-display text-xl uppercase lg:text-2xl">
          {t.details}
        </h2>
        {(event.newDate || event.buttonState) && (
          <div className="flex flex-wrap items-center gap-2 empty:hidden">
            {event.newDate && <p className="flag">{t.newDate}</p>}
            <EventStatus event={event} locale={locale} />
          </div>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 lg:grid-cols-1 lg:[&_dd]:mb-2">
          {startsAt && (
            <Fact term={t.date}>
              <DateTime value={startsAt} locale={locale} />
            </Fact>
          )}
          {event.doorsAt && <Fact term={t.doors}>{timeOf(event.doorsAt, locale)}</Fact>}
          {event.showAt && <Fact term={t.show}>{timeOf(event.showAt, locale)}</Fact>}
          {event.venue && (
            <Fact term={t.venue}>
              <VenueLink venue={event.venue} locale={locale} />
              {/* The street: the city, province and postal code are on the venue's page (this panel must fit a phone's first screen). */}
              {event.venue.streetAddress && (
                <span className="block text-sm" data-venue-address>
                  {postalAddressOf(event.venue.streetAddress).streetAddress}
                </span>
              )}
            </Fact>
          )}
          {event.price && <Fact term={t.price}>{event.price}</Fact>}
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          <TicketButton event={event} locale={locale} />
          <EventStar event={event} locale={locale} withText />
        </div>
        <a
          href={`${itemPath('event', locale, event)}/ics`}
          download={`${event.slug}.ics`}
          className="link"
        >
          {t.addToCalendar}
        </a>
        {event.facebookEventUrl && (
          <a href={event.facebookEventUrl} target="_blank" rel="noopener noreferrer" className="link">
            {t.facebookEvent} <span className="sr-only">{t.newTab}</span>
          </a>
        )}
        {event.artists.length > 0 && (
          <LabelledSection id="event-artists-heading" label={t.artists}>
            <EventArtistList artists={event.artists} locale={locale} />
          </LabelledSection>
        )}
        {event.performanceTimes.length > 0 && (
          <LabelledSection id="event-times-heading" label={t.performanceTimes}>
            <ul className="mt-1">
              {event.performanceTimes.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </LabelledSection>
        )}
      </aside>
      {event.image && <HeroImage image={event.image} sizes="(min-width: 1024px) 66vw, 100vw" className="lg:col-start-1" />}
      <RichText html={event.content} className="lg:col-start-1" />
    </article>
  );
}

/** One fact of the event: its name and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function timeOf(value: string, locale: Locale) {
  return <time dateTime={value}>{formatTime(value, locale)}</time>;
}

/** A part of the event's facts under its small heading (`id` labels the section). */
function LabelledSection({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="eyebrow">
        {label}
      </h3>
      {children}
    </section>
  );
}
