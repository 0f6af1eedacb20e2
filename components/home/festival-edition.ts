import { festivalDay } from '@/lib/festival-day';
import { eventStartsAt, festivalNow } from '@/queries/events';
import type { Event, ItemRef } from '@/queries/types';

/**
 * The festival as its events describe it: its first and last day, and what it holds. The
 * content has no "edition" record, so it is derived: the events' festival days (a show before
 * 6 am belongs to the night before) form runs with no gap longer than `maxGapDays`; the edition
 * shown is the run with the most events among those not over yet (a one-off show in spring
 * does not outweigh the festival), else the latest run, for an archive between editions.
 */
export interface FestivalEdition {
  /** `YYYY-MM-DD`, the first and last festival day. */
  firstDay: string;
  lastDay: string;
  /** Calendar days from the first to the last, both included. */
  dayCount: number;
  /** The edition's events, in date order. */
  events: Event[];
}

const maxGapDays = 3;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function festivalEdition(events: Event[], now: Date = new Date()): FestivalEdition | null {
  const dated = events
    .flatMap((event) => {
      const startsAt = eventStartsAt(event);
      return startsAt ? [{ event, day: festivalDay(startsAt) }] : [];
    })
    .sort((a, b) => a.day.localeCompare(b.day));
  const runs: Array<typeof dated> = [];
  for (const entry of dated) {
    const run = runs.at(-1);
    if (run && daysBetween(run.at(-1)!.day, entry.day) <= maxGapDays) run.push(entry);
    else runs.push([entry]);
  }
  if (runs.length === 0) return null;
  const today = festivalNow(now).slice(0, 10);
  const current = runs.filter((run) => run.at(-1)!.day >= today);
  const chosen = current.length > 0 ? current.reduce((best, run) => (run.length > best.length ? run : best)) : runs.at(-1)!;
  const firstDay = chosen[0]!.day;
  const lastDay = chosen.at(-1)!.day;
  return { firstDay, lastDay, dayCount: daysBetween(firstDay, lastDay) + 1, events: chosen.map(({ event }) => event) };
}

export interface LineupEntry {
  artist: ItemRef;
  /** Top of the bill of at least one of the edition's events. */
  headliner: boolean;
}

/**
 * The lineup strip. The content marks no headliners, but an event lists its artists in billing
 * order (the ACF relationship field, which the content team orders headliner first, as the
 * events' performance times show: headliner last on stage, first on the bill). So: first the
 * artist at the top of each event's bill, in the order of their shows; then everyone else in
 * order of appearance; each artist once, only artists that have a published page (`published`).
 */
export function lineup(events: Event[], published: ReadonlySet<string>, limit: number): LineupEntry[] {
  const seen = new Set<string>();
  const entries: LineupEntry[] = [];
  const add = (artist: ItemRef | undefined, headliner: boolean) => {
    if (!artist || seen.has(artist.slug) || !published.has(artist.slug)) return;
    seen.add(artist.slug);
    entries.push({ artist, headliner });
  };
  for (const event of events) add(event.artists[0], true);
  for (const event of events) for (const artist of event.artists.slice(1)) add(artist, false);
  return entries.slice(0, limit);
}

/** How many different artists play the edition (those with a published page). */
export function artistCount(events: Event[], published: ReadonlySet<string>): number {
  return new Set(events.flatMap((event) => event.artists.map((a) => a.slug)).filter((slug) => published.has(slug))).size;
}
