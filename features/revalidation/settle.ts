/**
 * Why the webhook marks its tags twice.
 *
 * `revalidateTag(tag, 'max')` makes every entry stored BEFORE the mark stale. A background
 * re-render that began before the mark (started by a view after an earlier edit) fetches the
 * older content but stores its page and fetch entries AFTER the mark: Next takes them for fresh,
 * and the newer edit waits for the 300 s safety net. WordPress saves a post, its fields and its
 * terms in quick succession, each with a webhook, so this happens: measured on this site, 5 to 8
 * of 15 double saves 5–30 ms apart stayed invisible. Marking the same tags again once in-flight
 * renders are done (they take well under a second) closes the window; the second pass costs one
 * more render per page (the webhook renders those pages again once the pages still waiting are
 * rendered: after-answer.ts), and still leaves the edit visible within the 2 s goal.
 */
export const settleDelayMs = 1000;
