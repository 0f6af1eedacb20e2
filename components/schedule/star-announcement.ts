/**
 * A star press, told to the page's one status message (`StarAnnouncer`, in the header): the stars'
 * island and the announcer are separate islands of the page, sharing this module. A press carried
 * out while the page comes alive (a tap held before its scripts ran) may come before the
 * announcer listens: the last one is kept for it.
 */
export interface StarAnnouncement {
  added: boolean;
}

type Listener = (announcement: StarAnnouncement) => void;

const listeners = new Set<Listener>();
let unheard: StarAnnouncement | null = null;

export function announceStar(added: boolean): void {
  const announcement = { added };
  if (listeners.size === 0) unheard = announcement;
  for (const listener of listeners) listener(announcement);
}

/** Calls `listener` on every press from now on, and with the last one if nobody heard it yet. */
export function listenToStars(listener: Listener): () => void {
  listeners.add(listener);
  if (unheard) {
    const announcement = unheard;
    unheard = null;
    listener(announcement);
  }
  return () => {
    listeners.delete(listener);
  };
}
