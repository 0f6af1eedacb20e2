/** Text helpers of the seed: slugs, French typography, wall-clock date arithmetic. */

/** Lowercase ASCII kebab-case: `Soirée d’ouverture` → `soiree-d-ouverture`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ð/g, 'd')
    .replace(/þ/g, 'th')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The French slug of an item: its own slug when it differs from the English one, else `{en}-fr`. */
export function frSlug(enSlug: string, frTitleOrSlug: string): string {
  const slug = slugify(frTitleOrSlug);
  return slug === enSlug ? `${enSlug}-fr` : slug;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/**
 * French typography for text written with plain spaces: a no-break space before `:` and inside
 * « », a narrow no-break space before `; ! ?`, and typographic apostrophes between letters.
 * Safe on the seed's HTML: attributes use double quotes and URLs hold no spaces.
 */
export function fr(text: string): string {
  return text
    .replace(/ :/g, `${NBSP}:`)
    .replace(/ ([;!?])/g, `${NNBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`)
    .replace(/([A-Za-zÀ-ÿ])'([A-Za-zÀ-ÿ])/g, '$1’$2');
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS` from wall-clock parts (no time zone involved). */
export function wallClock(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): string {
  return `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** Adds minutes to a wall-clock string, treating it as a naive time (UTC maths, no DST). */
export function addMinutes(dateTime: string, minutes: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(dateTime);
  if (!m) throw new Error(`Bad date-time: ${dateTime}`);
  const t = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) + minutes * 60_000;
  const d = new Date(t);
  return wallClock(
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  );
}

/** `20:30` → `8:30 PM`. */
export function timeEn(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${pad(m)} ${suffix}`;
}

/** `20:30` → `20 h 30`, `21:00` → `21 h`. */
export function timeFr(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return m === 0 ? `${h}${NBSP}h` : `${h}${NBSP}h${NBSP}${pad(m)}`;
}

/** `HH:MM` of a wall-clock string. */
export function hhmmOf(dateTime: string): string {
  return dateTime.slice(11, 16);
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
