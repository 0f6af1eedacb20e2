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

export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
