import type { Schedule, ScheduleEvent } from './schedule-model';

/**
 * `schedule.xml` (media type `application/vnd.c3voc.schedule+xml`), valid against
 * reference/schedule-formats/schedule.xml.xsd. Text and attributes are escaped, and characters
 * XML 1.0 cannot hold (control characters from content) are dropped, so content can never break
 * the document a schedule app parses.
 */

const invalidXmlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(value: string): string {
  return value
    .replace(invalidXmlCharacters, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function element(name: string, text: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeXml(value)}"`).join('');
  return `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}

function eventXml(event: ScheduleEvent): string {
  return [
    `<event id="${event.id}" guid="${event.guid}">`,
    element('date', event.date),
    element('start', event.start),
    element('duration', event.duration),
    element('room', event.room),
    element('slug', event.slug),
    element('url', event.url),
    element('title', event.title),
    element('track', event.track),
    element('type', event.type),
    element('language', event.language),
    element('abstract', event.abstract),
    `<persons>${event.persons.map((person) => element('person', person)).join('')}</persons>`,
    `<links>${event.links.map((link) => element('link', link.title, { href: link.url })).join('')}</links>`,
    '</event>',
  ].join('\n');
}

export function scheduleXml(schedule: Schedule): string {
  const { conference } = schedule;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule>',
    '<generator name="festival-site"/>',
    element('url', schedule.url),
    element('version', schedule.version),
    '<conference>',
    element('title', conference.title),
    element('acronym', conference.acronym),
    element('start', conference.start),
    element('end', conference.end),
    element('days', String(conference.days)),
    element('timeslot_duration', conference.timeslotDuration),
    element('base_url', conference.baseUrl),
    element('url', conference.url),
    element('time_zone_name', conference.timeZone),
    ...conference.tracks.map((track) => element('track', '', { name: track.name, ...(track.slug ? { slug: track.slug } : {}) })),
    '</conference>',
    ...schedule.days.map((day) =>
      [
        `<day index="${day.index}" date="${day.date}" start="${day.start}" end="${day.end}">`,
        ...day.rooms.map(({ room, events }) => [`<room name="${escapeXml(room.name)}" guid="${room.guid}">`, ...events.map(eventXml), '</room>'].join('\n')),
        '</day>',
      ].join('\n'),
    ),
    '</schedule>',
    '',
  ].join('\n');
}
