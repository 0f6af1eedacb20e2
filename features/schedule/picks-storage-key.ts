/**
 * Where My schedule's picks live in the browser and the event a tab sends when it changes them:
 * a module of its own, so the header's count (on every page) reads them without loading the
 * picks' parser (features/schedule/picks.ts).
 */
export const picksStorageKey = 'mySchedule';
export const picksChangeEvent = 'my-schedule-change';
