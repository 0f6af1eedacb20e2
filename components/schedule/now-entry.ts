import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { offStates } from '@/features/schedule/compare';
import type { ScheduledEvent } from '@/features/schedule/scheduled-event';

/**
 * The data attributes by which the "on now / next" script finds an event on a static page
 * (components/schedule/clock-scripts.ts): its wall-clock start (a moved event's new one) and its
 * length in minutes, and for a cancelled or postponed event its status in words
 * (`data-now-off`: never on now or next, listed apart). Everything else the script reads from
 * the entry as the page shows it: its title and link are the entry's first link, its venue the
 * venue's name (components/venue/venue-link.tsx), and it writes the times itself
 * (`clockTimeText`). No event data is sent twice: these attributes are in the page's HTML and
 * again in React's payload, on every card of the calendar.
 */
export function nowEntryAttributes(scheduled: ScheduledEvent, locale: Locale): Record<`data-${string}`, string> {
  const { buttonState } = scheduled.event;
  const off = (offStates as readonly string[]).includes(buttonState ?? '') ? getDictionary(locale).event.statusBadge[buttonState as (typeof offStates)[number]] : null;
  return {
    ...(off ? { 'data-now-off': off } : {}),
    'data-now-start': scheduled.startsAt,
    'data-now-minutes': String(scheduled.durationMinutes),
  };
}
