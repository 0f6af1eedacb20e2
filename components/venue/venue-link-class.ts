/**
 * A venue's name among other text (cards, the timetable, My schedule, search cards): quiet, and a
 * 24 px target (WCAG 2.5.8). A module of its own so client islands take the class, nothing else.
 */
export const quietVenueLinkClass = 'inline-flex min-h-6 items-center underline decoration-1 underline-offset-2 hover:text-ink';
