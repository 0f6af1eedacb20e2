import { formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { ScheduledEvent } from '@/features/schedule/scheduled-event';

/**
 * The data attributes by which the "on now / next" island finds an event on a static page:
 * its wall-clock start and end, the times as the page writes them and its venue. Its title and link are
 * the entry's first link. The island reads the page, so no event data is sent twice.
 */
export function nowEntryAttributes(scheduled: ScheduledEvent, locale: Locale): Record<`data-${string}`, string> {
  const venue = scheduled.event.venue?.title;
  return {
    ...(venue ? { 'data-now-venue': venue } : {}),
    'data-now-start': scheduled.startsAt,
    'data-now-end': scheduled.endsAt,
    'data-now-time': formatTime(scheduled.startsAt, locale),
    'data-now-until': formatTime(scheduled.endsAt, locale),
  };
}
