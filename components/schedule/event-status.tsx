import { StarButton } from '@/components/schedule/star-button';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { itemPath } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import { pickSnapshotOf } from '@/features/schedule/scheduled-event';
import type { Event } from '@/queries/types';

/** States a festival-goer must see before opening the event: it is off, full, nearly full or free. */
const shownStates = ['cancelled', 'postponed', 'sold_out', 'few_left', 'free'] as const;
type ShownState = (typeof shownStates)[number];

function shownState(event: Event): ShownState | null {
  return (shownStates as readonly string[]).includes(event.buttonState ?? '') ? (event.buttonState as ShownState) : null;
}

/** Off states are inked in; the others outlined. */
const offStates: readonly ShownState[] = ['cancelled', 'postponed'];

/**
 * "Cancelled", "Postponed", "Sold out", "Few left" or "Free" on a card, a timetable entry or an
 * event page (ACF `buttonState`).
 */
export function EventStatus({ event, locale }: { event: Event; locale: Locale }) {
  const state = shownState(event);
  if (!state) return null;
  const off = offStates.includes(state);
  return (
    <p
      data-event-status={state}
      className={`status-badge ${off ? 'bg-ink text-paper' : 'border border-ink'}`}
    >
      {getDictionary(locale).event.statusBadge[state]}
    </p>
  );
}

/** True for an event that will not take place as announced (its card is muted). */
export function isEventOff(event: Event): boolean {
  return event.buttonState === 'cancelled' || event.buttonState === 'postponed';
}

/** The star for an event (nothing for an event without a date: it cannot be scheduled). */
export function EventStar({ event, locale, withText = false }: { event: Event; locale: Locale; withText?: boolean }) {
  const snapshot = pickSnapshotOf(event, locale);
  if (!snapshot) return null;
  const t = getDictionary(locale).schedule.star;
  const labels = { add: formatMessage(t.add, { title: event.title }), remove: formatMessage(t.remove, { title: event.title }) };
  const keepPaths = [itemPath('event', locale, event), sectionPath(locale, 'mySchedule')];
  return <StarButton pick={snapshot} labels={labels} text={withText ? { add: t.addShort, remove: t.removeShort } : undefined} keepPaths={keepPaths} />;
}
