/**
 * The picked events' ids in a URL (share links and calendar feeds): nothing else about the
 * visitor ever leaves the browser. Ids are WordPress post ids written in base 36, sorted and
 * joined by dots (`2n.3f.a1`): short enough for a QR code and a calendar app's URL field.
 * Decoding is strict and bounded, so a hand-made URL cannot make the server do unbounded work.
 */

/** At most this many ids in one URL: more than any festival-goer picks (63 events in the seed). */
export const maxScheduleIds = 200;

/** A post id in base 36: 1 to 7 characters (WordPress ids fit in 32 bits: 7 base-36 digits). */
const idPattern = /^[0-9a-z]{1,7}$/;
const maxPostId = 2 ** 31 - 1;

export function isScheduleId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= maxPostId;
}

export function encodeScheduleIds(ids: Iterable<number>): string {
  return [...new Set([...ids].filter(isScheduleId))]
    .sort((a, b) => a - b)
    .map((id) => id.toString(36))
    .join('.');
}

export type DecodedIds = { ok: true; ids: number[] } | { ok: false; reason: 'empty' | 'too-many' | 'invalid' };

export function decodeScheduleIds(text: string): DecodedIds {
  if (text === '') return { ok: false, reason: 'empty' };
  // Checked before splitting: a huge string is refused without building a huge array.
  if (text.length > maxScheduleIds * 8) return { ok: false, reason: 'too-many' };
  const parts = text.split('.');
  if (parts.length > maxScheduleIds) return { ok: false, reason: 'too-many' };
  const ids: number[] = [];
  for (const part of parts) {
    if (!idPattern.test(part)) return { ok: false, reason: 'invalid' };
    const id = parseInt(part, 36);
    if (!isScheduleId(id)) return { ok: false, reason: 'invalid' };
    if (!ids.includes(id)) ids.push(id);
  }
  return { ok: true, ids };
}
