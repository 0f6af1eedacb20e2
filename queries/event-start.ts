import type { Event } from './types';

/** When an event takes place: its new date when it was rescheduled, else its show time. */
export function eventStartsAt(event: Event): string | null {
  return event.newDate ?? event.showAt;
}

/** Soonest first (undated events last), then by title. */
export function compareByStart(a: Event, b: Event): number {
  return (eventStartsAt(a) ?? '9999').localeCompare(eventStartsAt(b) ?? '9999') || a.title.localeCompare(b.title);
}
