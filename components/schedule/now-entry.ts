import { getDictionary } from '@/i18n/dictionaries';
import { formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { offStates } from '@/features/schedule/compare';
import type { ScheduledEvent } from '@/features/schedule/scheduled-event';

/**
 * The data attributes by which the "on now / next" script finds an event on a static page
 * (components/schedule/clock-scripts.ts): its wall-clock start and end (a moved event's new
 * ones), the times as the page writes them, its venue, and for a cancelled or postponed event
 * its status in words (`data-now-off`: never on now or next, listed apart). Its title and link
 * are the entry's first link. The script reads the page, so no event data is sent twice.
 */
export function nowEntryAttributes(scheduled: ScheduledEvent, locale: Locale): Record<`data-${string}`, string> {
  const { venue, buttonState } = scheduled.event;
  const off = (offStates as readonly string[]).includes(buttonState ?? '') ? getDictionary(locale).event.statusBadge[buttonState as (typeof offStates)[number]] : null;
  return {
    ...(venue ? { 'data-now-venue': venue.title } : {}),
    ...(off ? { 'data-now-off': off } : {}),
    'data-now-start': scheduled.startsAt,
    'data-now-end': scheduled.endsAt,
    'data-now-time': formatTime(scheduled.startsAt, locale),
    'data-now-until': formatTime(scheduled.endsAt, locale),
  };
}
