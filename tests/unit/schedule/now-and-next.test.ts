/**
 * "On now" and "up next" are true (issue 42): over every 5 minutes of the festival and the days
 * around it, on the seed programme read through the site's own getters (every status of the seed:
 * on sale, free, few left, sold out, cancelled, and events moved to a new date), the rule lists
 * exactly the events taking place, never a cancelled or postponed one, a moved event at its new
 * time only, and "now" by the festival night (to 06:00) in Montréal whatever the machine's zone.
 */
import { describe, expect, it } from 'vitest';
import { createSeedStore } from '@/cms/seed';
import { addMinutes, festivalDay, wallClockNow } from '@/lib/festival-day';
import { festivalNightOf, nowAndNext, type NightEntry } from '@/features/schedule/now-and-next';
import { offStates } from '@/features/schedule/compare';
import { scheduleEvents } from '@/features/schedule/scheduled-event';
import { eventFixture } from '../fixtures/events';
import { startRouteContentServer } from '../fixtures/routes/content-server';

await startRouteContentServer({ store: createSeedStore({ scale: 0 }) });

// The site's modules read their configuration when first imported: after the server is up.
const { getAllEvents } = await import('@/queries/events');
const programme = { en: await getAllEvents('en'), fr: await getAllEvents('fr') };

interface Entry extends NightEntry {
  slug: string;
  state: string;
  moved: boolean;
}

function entriesOf(events: Awaited<ReturnType<typeof getAllEvents>>): Entry[] {
  return scheduleEvents(events).map(({ event, startsAt, endsAt }) => ({
    slug: event.slug,
    startsAt,
    endsAt,
    off: (offStates as readonly string[]).includes(event.buttonState ?? ''),
    state: event.buttonState ?? 'none',
    moved: event.newDate !== null,
  }));
}

/** Every 5 minutes from the day before the festival to the day after it. */
const clock = Array.from({ length: ((7 * 24 * 60) / 5) }, (_, index) => addMinutes('2027-09-21T06:00:00', index * 5));

describe.each(['en', 'fr'] as const)('on now and up next on the seed programme (%s)', (locale) => {
  const entries = entriesOf(programme[locale]);

  it('holds every status of the seed, events moved to a new date among them', () => {
    expect(new Set(entries.map((entry) => entry.state))).toEqual(new Set(['on_sale', 'free', 'few_left', 'sold_out', 'cancelled']));
    expect(entries.filter((entry) => entry.moved).length).toBeGreaterThanOrEqual(2);
  });

  it('at every 5 minutes: exactly what is taking place, what starts next tonight, the rest of tonight, cancelled apart', () => {
    for (const now of clock) {
      const result = nowAndNext(entries, now, festivalNightOf);
      const night = festivalDay(now);
      const taking = entries.filter((entry) => !entry.off);
      const tonightAhead = taking.filter((entry) => entry.startsAt > now && festivalDay(entry.startsAt) === night);
      const firstAhead = tonightAhead.map((entry) => entry.startsAt).sort()[0];
      expect(result.night, now).toBe(night);
      expect(slugs(result.onNow), now).toEqual(slugs(taking.filter((entry) => entry.startsAt <= now && now < entry.endsAt)));
      expect(slugs(result.next), now).toEqual(slugs(tonightAhead.filter((entry) => entry.startsAt === firstAhead)));
      expect(slugs(result.later), now).toEqual(slugs(tonightAhead.filter((entry) => entry.startsAt !== firstAhead)));
      expect(slugs(result.off), now).toEqual(slugs(entries.filter((entry) => entry.off && now < entry.endsAt && festivalDay(entry.startsAt) === night)));
    }
  });

  it('never lists a cancelled event as on now or up next, at any time; lists it apart until it would have ended', () => {
    const seen = new Set<string>();
    for (const now of clock) {
      const result = nowAndNext(entries, now, festivalNightOf);
      for (const entry of [...result.onNow, ...result.next, ...result.later]) {
        expect(entry.off, `${entry.slug} at ${now}`).toBe(false);
        seen.add(entry.state);
      }
      for (const entry of result.off) expect(entry.state).toBe('cancelled');
    }
    // Every status that takes place was on now or next at some time of the grid.
    expect(seen).toEqual(new Set(['on_sale', 'free', 'few_left', 'sold_out']));
    const cancelled = entries.find((entry) => entry.state === 'cancelled')!;
    expect(slugs(nowAndNext(entries, addMinutes(cancelled.startsAt, 10), festivalNightOf).off)).toEqual([cancelled.slug]);
    expect(nowAndNext(entries, cancelled.endsAt, festivalNightOf).off).toEqual([]);
  });

  it('puts a moved event on now at its new time only, never at the time it was first announced', () => {
    for (const moved of entries.filter((entry) => entry.moved)) {
      for (const now of clock) {
        const on = nowAndNext(entries, now, festivalNightOf).onNow.includes(moved);
        expect(on, `${moved.slug} at ${now}`).toBe(moved.startsAt <= now && now < moved.endsAt);
      }
    }
    // The seed writes the new time into the show time too; an editor may leave the first one there.
    const [scheduled] = scheduleEvents([eventFixture('trio', { showAt: '2027-09-22T20:00:00', newDate: '2027-09-26T17:00:00' })]);
    const trio = { slug: 'trio', startsAt: scheduled!.startsAt, endsAt: scheduled!.endsAt, off: false };
    expect(nowAndNext([trio], '2027-09-22T20:10:00', festivalNightOf).onNow).toEqual([]);
    expect(nowAndNext([trio], '2027-09-22T20:10:00', festivalNightOf).next).toEqual([]);
    expect(nowAndNext([trio], '2027-09-26T17:10:00', festivalNightOf).onNow).toEqual([trio]);
  });
});

describe('the festival night and its edges', () => {
  it('runs a night to 06:00: at 01:30 it is still the previous date’s', () => {
    expect(festivalNightOf('2027-09-25T01:30:00')).toBe('2027-09-24');
    expect(festivalNightOf('2027-09-25T05:59:59')).toBe('2027-09-24');
    expect(festivalNightOf('2027-09-25T06:00:00')).toBe('2027-09-25');
    expect(festivalNightOf('2027-10-01T00:10:00')).toBe('2027-09-30');
    expect(festivalNightOf('2028-01-01T02:00:00')).toBe('2027-12-31');
    expect(festivalNightOf('2028-03-01T02:00:00')).toBe('2028-02-29');
    for (const now of clock) expect(festivalNightOf(now)).toBe(festivalDay(now));
  });

  it('keeps a late set on tonight’s "next" after midnight, and tomorrow’s noon show out of it', () => {
    const late = { ...entry('late', '2027-09-25T00:30:00'), off: false };
    const noon = { ...entry('noon', '2027-09-25T12:00:00'), off: false };
    const at2330 = nowAndNext([noon, late], '2027-09-24T23:30:00', festivalNightOf);
    expect(slugs(at2330.next)).toEqual(['late']);
    expect(at2330.later).toEqual([]);
    const at0130 = nowAndNext([noon, late], '2027-09-25T01:30:00', festivalNightOf);
    expect(slugs(at0130.onNow)).toEqual(['late']);
    expect(at0130.next).toEqual([]);
  });

  it('starts and ends an event on the minute: on at its start, over at its end', () => {
    const show = entry('show', '2027-09-24T20:00:00');
    expect(nowAndNext([show], '2027-09-24T19:59:59', festivalNightOf).next).toEqual([show]);
    expect(nowAndNext([show], '2027-09-24T20:00:00', festivalNightOf).onNow).toEqual([show]);
    expect(nowAndNext([show], show.endsAt, festivalNightOf).onNow).toEqual([]);
  });

  it('treats a postponed event as a cancelled one', () => {
    const postponed = { ...entry('postponed', '2027-09-24T20:00:00'), off: true };
    const result = nowAndNext([postponed], '2027-09-24T20:30:00', festivalNightOf);
    expect(result.onNow).toEqual([]);
    expect(result.off).toEqual([postponed]);
  });

  it('reads now in Montréal whatever the machine’s time zone', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Paris', 'UTC']) {
        process.env.TZ = zone;
        // Friday 21:40 and Saturday 01:30 in Montréal (EDT, UTC−4).
        expect(wallClockNow('America/Montreal', new Date('2027-09-25T01:40:00Z'))).toBe('2027-09-24T21:40:00');
        expect(festivalNightOf(wallClockNow('America/Montreal', new Date('2027-09-25T05:30:00Z')))).toBe('2027-09-24');
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('is self-contained: the page runs these functions rebuilt from their source text', () => {
    const rebuild = <F>(fn: F): F => new Function(`return (${String(fn)});`)() as F;
    const isolatedNight = rebuild(festivalNightOf);
    const isolated = rebuild(nowAndNext);
    const show = entry('show', '2027-09-24T23:00:00');
    expect(isolated([show], '2027-09-25T00:10:00', isolatedNight)).toEqual(nowAndNext([show], '2027-09-25T00:10:00', festivalNightOf));
    expect(isolatedNight('2027-09-25T01:30:00')).toBe('2027-09-24');
  });
});

function entry(slug: string, startsAt: string): NightEntry & { slug: string } {
  const [scheduled] = scheduleEvents([eventFixture(slug, { showAt: startsAt })]);
  return { slug, startsAt: scheduled!.startsAt, endsAt: scheduled!.endsAt, off: false };
}

function slugs(list: readonly { slug: string }[]): string[] {
  return list.map((item) => item.slug);
}
