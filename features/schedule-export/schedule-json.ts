import type { Schedule, ScheduleEvent } from './schedule-model';

/** `schedule.json`, valid against reference/schedule-formats/schedule.schema.json (draft-06). */

function eventJson(event: ScheduleEvent) {
  return {
    guid: event.guid,
    id: event.id,
    date: event.date,
    start: event.start,
    end: event.end,
    duration: event.duration,
    room: event.room,
    slug: event.slug,
    url: event.url,
    title: event.title,
    subtitle: null,
    track: event.track || null,
    type: event.type,
    language: event.language,
    abstract: event.abstract,
    persons: event.persons.map((name) => ({ name })),
    links: event.links.map((link) => ({ url: link.url, title: link.title })),
  };
}

export function scheduleJson(schedule: Schedule): string {
  const { conference } = schedule;
  return `${JSON.stringify(
    {
      $schema: 'https://c3voc.de/schedule/schema.json',
      generator: { name: 'festival-site' },
      schedule: {
        version: schedule.version,
        base_url: conference.baseUrl,
        conference: {
          acronym: conference.acronym,
          title: conference.title,
          start: conference.start,
          end: conference.end,
          daysCount: conference.days,
          timeslot_duration: conference.timeslotDuration,
          time_zone_name: conference.timeZone,
          url: conference.url,
          tracks: conference.tracks.map((track) => ({ name: track.name, ...(track.slug ? { slug: track.slug } : {}) })),
          rooms: schedule.rooms.map((room) => ({ name: room.name, guid: room.guid })),
          days: schedule.days.map((day) => ({
            index: day.index,
            date: day.date,
            day_start: day.start,
            day_end: day.end,
            rooms: Object.fromEntries(day.rooms.map(({ room, events }) => [room.name, events.map(eventJson)])),
          })),
        },
      },
    },
    null,
    1,
  )}\n`;
}
