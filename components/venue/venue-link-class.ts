/**
 * A venue's name among other text (cards, the timetable, My schedule, search cards): quiet, and a
 * 24 px target (WCAG 2.5.8): app/globals.css. A module of its own so client islands take the class, nothing else.
 */
export const quietVenueLinkClass = 'venue-link-quiet';
