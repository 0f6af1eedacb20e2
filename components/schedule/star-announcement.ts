/**
 * A star press, told to the page's one status message (`MyScheduleAnnouncer`, in the header) by
 * a window event: the stars and the announcer are separate islands.
 */
export const starAnnouncementEvent = 'my-schedule-star';

export interface StarAnnouncement {
  added: boolean;
}

export function announceStar(added: boolean): void {
  window.dispatchEvent(new CustomEvent<StarAnnouncement>(starAnnouncementEvent, { detail: { added } }));
}
