import { StarButton } from '@/components/schedule/star-button';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { pickSnapshotOf } from '@/features/schedule/scheduled-event';
import type { Event } from '@/queries/types';

/** States a festival-goer must see before opening the event: it is off, or full. */
const shownStates = ['cancelled', 'postponed', 'sold_out'] as const;
type ShownState = (typeof shownStates)[number];

function shownState(event: Event): ShownState | null {
  return (shownStates as readonly string[]).includes(event.buttonState ?? '') ? (event.buttonState as ShownState) : null;
}

/** "Cancelled", "Postponed" or "Sold out" on a card or a timetable entry (ACF `buttonState`). */
export function EventStatus({ event, locale }: { event: Event; locale: Locale }) {
  const state = shownState(event);
  if (!state) return null;
  const off = state !== 'sold_out';
  return (
    <p
      data-event-status={state}
      className={`w-fit rounded px-2 py-0.5 text-sm font-bold uppercase tracking-wide ${off ? 'bg-ink text-paper' : 'border border-ink'}`}
    >
      {getDictionary(locale).event.ticketButton[state]}
    </p>
  );
}

/** The star for an event (nothing for an event without a date: it cannot be scheduled). */
export function EventStar({ event, locale, withText = false }: { event: Event; locale: Locale; withText?: boolean }) {
  const snapshot = pickSnapshotOf(event, locale);
  if (!snapshot) return null;
  const t = getDictionary(locale).schedule.star;
  return <StarButton pick={snapshot} label={formatMessage(t.label, { title: event.title })} text={withText ? t.short : undefined} />;
}
