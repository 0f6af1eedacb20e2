import { festivalNightOf, nowAndNext } from '@/features/schedule/now-and-next';
import { clockTimeText } from '@/i18n/format';
import { addMinutes, festivalClockNow } from '@/lib/festival-day';
import { openTimetable, pageNowEntries, runNowPanel, showTonight } from './clock-scripts';

/**
 * The functions the page's inline clock scripts call (./inline-script.tsx), by name. Their source
 * travels once, in the shell's head script (components/shell/head-script.ts, cached with the
 * site's other static files), instead of in every page that calls them, twice (its HTML and its
 * React payload). Each must be self-contained (it travels as source text).
 */
export const clockLibrary = { showTonight, runNowPanel, openTimetable, festivalClockNow, festivalNightOf, nowAndNext, pageNowEntries, addMinutes, clockTimeText } as const;

/** Where the head script puts the library, on `window`. */
export const clockLibraryGlobal = '__festivalClock';

/** The head script's part that defines the library: `window.__festivalClock = { name: source, … }`. */
export function clockLibraryScript(): string {
  const entries = Object.entries(clockLibrary).map(([name, run]) => `${JSON.stringify(name)}:${String(run)}`);
  return `window.${clockLibraryGlobal}={${entries.join(',')}};`;
}

/** A library function's name, as an inline script refers to it; any other function is refused. */
export function clockLibraryName(run: unknown): string {
  const entry = Object.entries(clockLibrary).find(([, value]) => value === run);
  if (!entry) throw new Error('An inline clock script may only call functions of the clock library (components/schedule/clock-library.ts).');
  return entry[0];
}
