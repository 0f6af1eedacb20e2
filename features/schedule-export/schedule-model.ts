import { itemPath } from '@/i18n/content-types';
import { getDictionary } from '@/i18n/dictionaries';
import { festivalName } from '@/i18n/festival';
import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import { festivalDayBounds } from '@/lib/festival-day';
import { toZonedIso } from '@/lib/festival-time';
import { describe } from '@/lib/plain-text';
import { siteConfig } from '@/lib/site-config';
import { calendarUid } from '@/features/calendar/ical';
import { lastModifiedOf, summaryOf } from '@/features/calendar/event-calendars';
import { slotMinutes } from '@/features/schedule/timetable';
import { scheduleEvents, scheduleIdOf } from '@/features/schedule/scheduled-event';
import type { Event } from '@/queries/types';
import { uuidV5 } from './uuid';

/**
 * The programme in the shape of the schedule apps' open format (`schedule.xml` / `schedule.json`,
 * pentabarf → frab → pretalx; schemas in reference/schedule-formats/): the conference, its
 * festival days (06:00 to 06:00: a late set stays on its night, as on the timetable), rooms =
 * venues, each event once with the timetable's length. Both serialisations read this one model.
 */

export interface ScheduleEvent {
  /** The language-independent id (My schedule's; the calendars' UID). */
  id: number;
  guid: string;
  slug: string;
  title: string;
  type: string;
  track: string;
  language: Locale;
  abstract: string;
  /** Start and end with Montréal's offset, `2027-09-22T20:30:00-04:00`. */
  date: string;
  end: string;
  /** `HH:MM` wall clock, and the length as `HH:MM`. */
  start: string;
  duration: string;
  room: string;
  url: string;
  persons: string[];
  links: Array<{ url: string; title: string }>;
}

export interface ScheduleRoom {
  name: string;
  guid: string;
}

export interface ScheduleDay {
  index: number;
  date: string;
  start: string;
  end: string;
  rooms: Array<{ room: ScheduleRoom; events: ScheduleEvent[] }>;
}

export interface Schedule {
  /** The content's version: its latest save. */
  version: string;
  /** Where this file is published (the XML or JSON one). */
  url: string;
  conference: {
    title: string;
    acronym: string;
    start: string;
    end: string;
    days: number;
    timeslotDuration: string;
    baseUrl: string;
    url: string;
    timeZone: string;
    tracks: Array<{ name: string; slug: string | null }>;
  };
  rooms: ScheduleRoom[];
  days: ScheduleDay[];
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The formats' slugs are ASCII (`[a-z0-9_-]`); WordPress's may hold percent-encoded letters. */
function asciiSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // Kept as it is: the replacement below makes it ASCII anyway.
  }
  return decoded.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'event';
}

/** Both schemas' track slug rules. */
const trackSlugPattern = /^[a-z][a-z0-9-]*[a-z0-9]$/;

export function buildSchedule(events: Event[], locale: Locale, fileUrl: string): Schedule {
  const t = getDictionary(locale);
  const scheduled = scheduleEvents(events);
  const year = scheduled[0]?.day.slice(0, 4) ?? '2027';
  const acronym = `popmontreal-${year}-${locale}`;
  const slugPrefix = `popmontreal_${year}`;
  const roomOf = (event: Event): ScheduleRoom => {
    const name = event.venue?.title ?? t.calendarFeeds.venueToBeAnnounced;
    return { name, guid: uuidV5(`${siteConfig.baseUrl}/${locale}/venue/${name}`) };
  };

  const toScheduleEvent = (entry: (typeof scheduled)[number], id: number): ScheduleEvent => {
    const { event } = entry;
    const url = `${siteConfig.baseUrl}${itemPath('event', locale, event)}`;
    return {
      id,
      guid: uuidV5(calendarUid(id)),
      slug: `${slugPrefix}-${id}-${asciiSlug(event.slug)}`,
      title: summaryOf(event, locale),
      type: 'performance',
      track: event.categories[0]?.name ?? '',
      language: locale,
      abstract: describe(event.excerpt ?? event.content, ''),
      date: toZonedIso(entry.startsAt),
      end: toZonedIso(entry.endsAt),
      start: entry.startsAt.slice(11, 16),
      duration: hhmm(entry.durationMinutes),
      room: roomOf(event).name,
      url,
      persons: event.artists.map((artist) => artist.title),
      links: event.ticketUrl ? [{ url: event.ticketUrl, title: t.event.ticketButton.on_sale }] : [],
    };
  };

  const days = [...new Set(scheduled.map((entry) => entry.day))].sort();
  const rooms = new Map<string, ScheduleRoom>();
  const scheduleDays: ScheduleDay[] = days.map((day, index) => {
    const byRoom = new Map<string, { room: ScheduleRoom; events: ScheduleEvent[] }>();
    for (const entry of scheduled.filter((candidate) => candidate.day === day)) {
      const id = scheduleIdOf(entry.event, locale);
      if (id === null) continue;
      const room = roomOf(entry.event);
      rooms.set(room.name, room);
      const group = byRoom.get(room.name) ?? { room, events: [] };
      group.events.push(toScheduleEvent(entry, id));
      byRoom.set(room.name, group);
    }
    const bounds = festivalDayBounds(day);
    return {
      index: index + 1,
      date: day,
      start: toZonedIso(bounds.from),
      end: toZonedIso(bounds.to),
      rooms: [...byRoom.values()].sort((a, b) => a.room.name.localeCompare(b.room.name)),
    };
  });

  const tracks = new Map<string, { name: string; slug: string | null }>();
  for (const { event } of scheduled) {
    const first = event.categories[0];
    if (first && !tracks.has(first.name)) tracks.set(first.name, { name: first.name, slug: trackSlugPattern.test(first.slug) ? first.slug : null });
  }

  return {
    version: lastModifiedOf(events) ?? '0',
    url: fileUrl,
    conference: {
      title: festivalName[locale],
      acronym,
      start: days[0] ?? `${year}-01-01`,
      end: days.at(-1) ?? `${year}-01-01`,
      days: days.length,
      timeslotDuration: hhmm(slotMinutes),
      baseUrl: `${siteConfig.baseUrl}/`,
      url: `${siteConfig.baseUrl}${sectionPath(locale, 'festivalSchedule')}`,
      timeZone: siteConfig.timeZone,
      tracks: [...tracks.values()],
    },
    rooms: [...rooms.values()].sort((a, b) => a.name.localeCompare(b.name)),
    days: scheduleDays,
  };
}
