import { format, isSameDay } from 'date-fns';
import { enCA, fr } from 'date-fns/locale';
import { getDictionary } from '@/i18n/dictionaries';
import { formatTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/**
 * The note on a page served from the device: "Offline — updated 2:05 PM" (or with the date when
 * the copy is older than today), in the page's language. The worker writes it into the kept
 * HTML as the first element of `<body>`: it is visible at first paint, needs no JavaScript, and
 * React 19 skips an element it did not render at the top of `<body>` when it hydrates. It holds
 * nothing focusable, so the skip link stays the page's first stop.
 */

const dateLocales = { en: enCA, fr } as const;
/** The site's date patterns (i18n/format.ts) without the year: 'MMM d' / 'd MMM'. */
const dayPatterns: Record<Locale, string> = { en: 'MMM d', fr: 'd MMM' };

/** The copy's time as the site writes times (device time, which at the festival is Montréal's). */
export function formatSavedAt(savedAt: Date, locale: Locale, now: Date): string {
  const time = formatTime(format(savedAt, "yyyy-MM-dd'T'HH:mm:ss"), locale);
  return isSameDay(savedAt, now) ? time : `${format(savedAt, dayPatterns[locale], { locale: dateLocales[locale] })}, ${time}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The note's markup: a labelled landmark (every part of the page is in one), the time as `<time>`. */
export function offlineNoteHtml(locale: Locale, savedAt: Date | null, now: Date): string {
  const t = getDictionary(locale).offline;
  const [before = '', after = ''] = t.updatedNote.split('{time}');
  const time = savedAt
    ? `<time datetime="${savedAt.toISOString()}">${escapeHtml(formatSavedAt(savedAt, locale, now))}</time>`
    : escapeHtml(t.updatedUnknown);
  return (
    `<aside data-offline-note aria-label="${escapeHtml(t.noteLabel)}" class="bg-ink px-4 py-2 text-center text-sm text-paper">` +
    `<p>${escapeHtml(before)}${time}${escapeHtml(after)}</p>` +
    `</aside>`
  );
}

/** The page with the note right after `<body …>`; unchanged when it has no body tag. */
export function injectOfflineNote(html: string, note: string): string {
  const body = html.search(/<body[\s>]/i);
  if (body < 0) return html;
  const end = html.indexOf('>', body);
  if (end < 0) return html;
  return `${html.slice(0, end + 1)}${note}${html.slice(end + 1)}`;
}
