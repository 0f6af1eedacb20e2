import type { Dictionary } from '@/i18n/dictionaries';

/** The strings My schedule's island needs, passed as props so both dictionaries stay off the client. */
export type MyScheduleLabels = Dictionary['schedule']['mySchedule'] & {
  shared: Dictionary['schedule']['shared'];
  star: Dictionary['schedule']['star'];
  states: Dictionary['event']['ticketButton'];
  timeRange: string;
  venueTba: string;
};

export function myScheduleLabels(t: Dictionary): MyScheduleLabels {
  return {
    ...t.schedule.mySchedule,
    shared: t.schedule.shared,
    star: t.schedule.star,
    states: t.event.ticketButton,
    timeRange: t.schedule.timetable.timeRange,
    venueTba: t.schedule.timetable.venueTba,
  };
}

/**
 * `formatMessage` of i18n/dictionaries, for the islands: importing that module would bring both
 * dictionaries into the browser bundle.
 */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The star's two names for one event: what pressing it does. */
export function starLabels(labels: MyScheduleLabels, title: string): { add: string; remove: string } {
  return { add: fillLabel(labels.star.add, { title }), remove: fillLabel(labels.star.remove, { title }) };
}
